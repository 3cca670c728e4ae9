/**
 * The cloud site's public routes (apps/cloud/app/routes.ts), one page each, as the walks over every public page
 * visit them (the 390-px fit, the language walk, the "every spec route renders" check). A new public route goes here
 * once and every walk sees it.
 */

/** Public pages a visitor reaches without logging in, the not-found page included. */
export const CLOUD_PUBLIC_ROUTES = [
  '/',
  '/aboutus',
  '/agreement/service',
  '/agreement/privacy',
  '/buyphone',
  '/download',
  '/ecs',
  '/news/info',
  '/news/doc',
  '/news/detail/1',
  '/notice',
  '/price',
  '/price/ecs',
  '/resource',
  '/search?q=ECS',
  '/solution/youxi',
  '/trial',
  '/tutorial',
  '/no-such-page',
] as const;

/** The log-in page's two forms (password, SMS code). */
export const CLOUD_LOGIN_ROUTES = ['/login', '/login?tp=2'] as const;
