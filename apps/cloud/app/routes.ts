import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/**
 * Route table (spec §2). Two layouts: default (header + footer) and simple (log-in page and 404).
 * Static segments outrank dynamic ones, so /news/detail/document (a redirect to the document's id URL) wins over
 * /news/detail/:id. /news redirects to the news list.
 * The account pages /user/<page> are children of one layout (side navigation), each with its own loader and error
 * boundary; /user and unknown pages fall through to the 404 page.
 */
export default [
  route('api/*', 'routes/api.$.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.tsx'),
  route('robots.txt', 'routes/robots.txt.tsx'),
  route('og/*', 'routes/og.$.ts'),
  layout('routes/layout-default.tsx', [
    index('routes/home.tsx'),
    route('aboutus', 'routes/aboutus.tsx'),
    route('agreement/:type', 'routes/agreement.tsx'),
    route('download', 'routes/download.tsx'),
    route('news/detail/document', 'routes/news-document.tsx'),
    route('news/detail/:id', 'routes/news-detail.tsx'),
    route('news/preview/:token', 'routes/news-preview.tsx'),
    route('news', 'routes/news-index.tsx'),
    route('news/:type', 'routes/news-list.tsx'),
    route('price', 'routes/price.tsx'),
    route('price/ecs', 'routes/price-ecs.tsx'),
    route('resource', 'routes/resource.tsx'),
    route('search', 'routes/search.tsx'),
    route('solution/:name', 'routes/solution.tsx'),
    route('tutorial', 'routes/tutorial.tsx'),
    // Pages using react-query, inside its provider (routes/layout-queries.tsx).
    layout('routes/layout-queries.tsx', [
      route('buyphone', 'routes/buyphone.tsx'),
      route('ecs', 'routes/ecs.tsx'),
      route('notice', 'routes/notice.tsx'),
      route('trial', 'routes/trial.tsx'),
      route('user/instances/:id', 'routes/user-instance.tsx'),
      route('user/phones/:id', 'routes/user-phone.tsx'),
      layout('routes/user/layout.tsx', [
        ...prefix('user', [
          route('basic', 'routes/user/basic.tsx'),
          route('auth', 'routes/user/auth.tsx'),
          route('security', 'routes/user/security.tsx'),
          route('team', 'routes/user/team.tsx'),
          route('cost', 'routes/user/cost.tsx'),
          route('instances', 'routes/user/instances.tsx'),
          route('keys', 'routes/user/keys.tsx'),
          route('security-groups', 'routes/user/security-groups.tsx'),
          route('access-keys', 'routes/user/access-keys.tsx'),
          route('audit', 'routes/user/audit.tsx'),
          route('phones', 'routes/user/phones.tsx'),
          route('tickets', 'routes/user/tickets.tsx'),
          route('messages', 'routes/user/messages.tsx'),
        ]),
      ]),
    ]),
  ]),
  layout('routes/layout-simple.tsx', [route('login', 'routes/login.tsx'), route('*', 'routes/not-found.tsx')]),
  route('sso', 'routes/sso.tsx'),
  route('sso/start', 'routes/sso-start.tsx'),
  route('sso/code', 'routes/sso-code.tsx'),
] satisfies RouteConfig;
