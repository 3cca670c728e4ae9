/** /content/:kind/new and /content/:kind/:id: the content editor. */
import { ContentEditPage } from '../features/content/components/content-edit-page';
import type { Route } from './+types/content-edit';

export function meta() {
  return [{ title: 'Edit content — Lanyun Ops' }];
}

export default function ContentEditRoute({ params }: Route.ComponentProps) {
  return <ContentEditPage kind={params.kind} id={params.id} />;
}
