/** Catch-all route: unknown paths render the 404 page with HTTP status 404 (spec §2, §8). */
import { data } from 'react-router';
import { NotFound } from '@lanyun/ui/not-found';
import type { Route } from './+types/not-found';
import { metaTranslator, seo } from '../lib/seo';

export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: metaTranslator(args)('common.notFound'), noindex: true });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
