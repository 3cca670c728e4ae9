/**
 * Returns `target` when it is a same-site path ("/user/basic?x=1"), otherwise `fallback`.
 * Rejects absolute URLs, protocol-relative "//host" and backslash tricks so `?redirect=` cannot send users away.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/login')) return fallback;
  return target;
}
