/** Catch-all route: unknown paths render the 404 page with HTTP status 404 (spec §2, §8). */
import { data } from 'react-router';
import { NotFound } from '@lanyun/ui/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page Not Found — Lanyun Cloud' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
