/** /content/:kind/new and /content/:kind/:id: the content editor. */
import { ContentEditPage } from '../features/content/components/content-edit-page';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/content-edit';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('meta.editContent'));
}

export default function ContentEditRoute({ params }: Route.ComponentProps) {
  return <ContentEditPage kind={params.kind} id={params.id} />;
}
