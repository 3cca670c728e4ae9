/**
 * Permanent redirects to a page's canonical URL (duplicates, zero-padded ids, upper-case paths), keeping the query
 * string (`?lang=en` stays English). Loaders `throw canonicalRedirect(request, '/news/detail/34')`.
 */
import { redirect } from 'react-router';

/** A 301 to `path` on this site with the request's query string (or `search`, when given). */
export function canonicalRedirect(request: Request, path: string, search?: URLSearchParams): Response {
  const query = (search ?? new URL(request.url).searchParams).toString();
  return redirect(query ? `${path}?${query}` : path, 301);
}

/**
 * The lower-case form of a path that is not lower-case (`/ECS` → `/ecs`), or null. Every public route of the cloud
 * site is lower-case; React Router matches paths case-insensitively, so `/ECS` would otherwise answer 200 as a
 * duplicate of `/ecs`.
 */
export function lowerCasePath(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  return lower === pathname ? null : lower;
}
