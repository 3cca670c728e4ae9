/**
 * The IP site's public routes (apps/ipintel/app/routes.ts; its sitemap lists the same pages, `PUBLIC_PAGES` in
 * apps/ipintel/app/lib/seo.ts), as the walks over every public page visit them. A new public route goes here once.
 */

/** Public pages a visitor reaches without logging in. */
export const IPINTEL_PUBLIC_ROUTES = ['/', '/docs'] as const;
