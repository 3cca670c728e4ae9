/** Catch-all: unknown paths render the 404 page with HTTP status 404. */
import { data } from 'react-router';
import { NotFound } from '@lanyun/ui/not-found';
import type { Route } from './+types/not-found';
import { seo } from '../lib/seo';

export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return seo(args, (t) => ({ title: t('meta.notFound'), noindex: true }));
}

export default function NotFoundRoute() {
  return (
    <div className="pt-16">
      <NotFound />
    </div>
  );
}
