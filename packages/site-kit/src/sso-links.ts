/**
 * Links that carry the one account between the cloud site and the IP site, two domains (docs/decisions.md
 * "IP intelligence"; the loaders are in `./sso.server`).
 *
 * - Log-in and sign-up happen on the cloud site; afterwards its `/sso/start` hands a one-time code back to the IP
 *   site's `/sso`, which opens a session on that domain and continues to `next`.
 * - Links from one site to a page of the other go through the linking site's `/sso/start`, so a visitor logged in
 *   here arrives logged in there (one without a session simply arrives logged out).
 */

/** Where each site's handoff starts (`./sso.server` `ssoStartLoader`). */
const SSO_START = '/sso/start';

/**
 * True for a link into this site's `/sso/start`. Its loader creates a one-time login code and redirects to the other
 * domain, so such links are followed by the browser, never prefetched or navigated client-side (`./router-link`).
 */
export function isHandoffHref(href: string): boolean {
  return href === SSO_START || href.startsWith(`${SSO_START}?`);
}

/** The cloud site's log-in (tp=1) or sign-up (tp=2) page, returning to `next` on the IP site (`origin`). */
export function cloudLoginHref(cloudUrl: string, origin: string, next: string, tp: 1 | 2 = 1): string {
  const back = `${origin}/sso?next=${encodeURIComponent(next)}`;
  const start = `${SSO_START}?return=${encodeURIComponent(back)}`;
  return `${cloudUrl}/login?tp=${tp}&redirect=${encodeURIComponent(start)}`;
}

/** A page (`path`) of the other site (`siteUrl`, its origin), reached through this site's `/sso/start`. */
export function sisterPageHref(siteUrl: string, path: string): string {
  return `${SSO_START}?return=${encodeURIComponent(`${siteUrl}/sso?next=${encodeURIComponent(path)}`)}`;
}
