/**
 * Links that carry the one account between this site and the cloud site (docs/decisions.md "IP intelligence").
 *
 * - Log-in and sign-up happen on the cloud site; afterwards its `/sso/start` hands a one-time code back to this
 *   site's `/sso`, which opens a session on this domain and continues to `next`.
 * - Links into the cloud site's account pages go through this site's `/sso/start`, so a visitor logged in here is
 *   logged in there too.
 */

/** The cloud site's log-in (tp=1) or sign-up (tp=2) page, returning to `next` on this site (`origin`). */
export function cloudLoginHref(cloudUrl: string, origin: string, next: string, tp: 1 | 2 = 1): string {
  const back = `${origin}/sso?next=${encodeURIComponent(next)}`;
  const start = `/sso/start?return=${encodeURIComponent(back)}`;
  return `${cloudUrl}/login?tp=${tp}&redirect=${encodeURIComponent(start)}`;
}

/** A page of the cloud site (`path`), reached logged in through the handoff. */
export function cloudPageHref(cloudUrl: string, path: string): string {
  return `/sso/start?return=${encodeURIComponent(`${cloudUrl}/sso?next=${encodeURIComponent(path)}`)}`;
}
