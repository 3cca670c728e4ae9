/**
 * Links that carry the one account between the cloud site and the IP site, two domains (docs/decisions/0009-ip-intelligence.md; the loaders are in `./sso.server`).
 *
 * - A handoff is started by the site that receives the session: its `/sso/start?next=/page` sets a `state` cookie,
 *   fetches a one-time code from the sister site's `/sso/code` and comes back to its own `/sso`, which accepts only
 *   that state. So a link to a page of the other site is a link to the other site's `/sso/start`.
 * - The IP site's log-in is the cloud site's form: the IP site's `/login` starts the handoff through the cloud
 *   site's `/login?redirect=/sso/code?…` (`beginHandoff` with `login`).
 */

/** This site's handoff routes (`./sso.server`): `/sso/start` and `/sso/code` redirect to the other domain. */
const HANDOFF_PATHS = ['/sso/start', '/sso/code'];

/**
 * True for a link into a handoff route of this site (or of the other, when absolute). Their loaders set a cookie or
 * create a one-time login code and redirect to the other domain, so such links are followed by the browser, never
 * prefetched or navigated client-side (`./router-link`).
 */
export function isHandoffHref(href: string): boolean {
  let path = href;
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) path = new URL(href).pathname + new URL(href).search;
  } catch {
    return false;
  }
  return HANDOFF_PATHS.some((p) => path === p || path.startsWith(`${p}?`));
}

/** A page (`path`) of the other site (`siteUrl`, its origin), reached through that site's `/sso/start`. */
export function sisterPageHref(siteUrl: string, path: string): string {
  return `${new URL(siteUrl).origin}/sso/start?next=${encodeURIComponent(path)}`;
}
