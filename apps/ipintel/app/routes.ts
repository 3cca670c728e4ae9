import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * IP site routes: the home page (all sections) and the API reference in the default layout; the user pages
 * (Dashboard, Data Downloads, Billing, Profile) in the account layout, which sends visitors without a session to
 * /login; /login, /sso, /sso/start and /sso/code carry the one account between this site and the cloud site
 * (docs/decisions/0009-ip-intelligence.md); everything else is the 404 page.
 */
export default [
  route('api/*', 'routes/api.$.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.tsx'),
  route('robots.txt', 'routes/robots.txt.tsx'),
  route('og/*', 'routes/og.$.ts'),
  layout('routes/layout-default.tsx', [
    route('docs', 'routes/docs.tsx'),
    // Pages using react-query, inside its provider (routes/layout-queries.tsx).
    layout('routes/layout-queries.tsx', [
      index('routes/home.tsx'),
      layout('routes/layout-account.tsx', [
        route('dashboard', 'routes/dashboard.tsx'),
        route('downloads', 'routes/downloads.tsx'),
        route('billing', 'routes/billing.tsx'),
        route('profile', 'routes/profile.tsx'),
      ]),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('login', 'routes/login.tsx'),
  route('sso', 'routes/sso.tsx'),
  route('sso/start', 'routes/sso-start.tsx'),
  route('sso/code', 'routes/sso-code.tsx'),
] satisfies RouteConfig;
