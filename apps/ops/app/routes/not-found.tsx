/** Any unknown path inside the console: the shared 404 page body. */
import { NotFound } from '@lanyun/ui/not-found';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/not-found';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('meta.notFound'));
}

export default function NotFoundPage() {
  return <NotFound />;
}
