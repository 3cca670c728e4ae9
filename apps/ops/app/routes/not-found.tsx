/** Any unknown path inside the console: the shared 404 page body. */
import { NotFound } from '@lanyun/ui/not-found';

export function meta() {
  return [{ title: 'Page not found — Lanyun Ops' }];
}

export default function NotFoundPage() {
  return <NotFound />;
}
