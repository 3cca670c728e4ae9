/** The HTML document every site renders around its routes (the root route's `Layout`), and its `<link>`s. */
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { DEFAULT_LANG } from '@lanyun/i18n';
import type { SiteRootData } from './root-data';

/**
 * Document shell: `<html lang>` in the page's interface language (from the root loader; zh-CN when it failed),
 * charset, viewport, route meta and links, the body with scroll restoration and the scripts. `hydrateSite` reads the
 * language back from `<html lang>` to load the same catalogue before hydrating.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as Pick<SiteRootData, 'lang'> | undefined;
  return (
    <html lang={root?.lang ?? DEFAULT_LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The root route's `links`: the site's stylesheet (the URL of its `app.css?url` import) and /favicon.svg.
 *
 * The stylesheet carries React's `precedence`, which makes React write it at the top of `<head>`, before the
 * `<link rel="modulepreload">`s of the page's scripts (React hoists those above the head's other children). As a
 * plain `<link>` it came last in the head, after 10–27 module preloads and the JSON-LD, so on a slow connection the
 * page's only render-blocking request queued behind the scripts (Lighthouse: first paint of /ecs waited for them).
 */
export function siteLinks(stylesheet: string) {
  return [
    { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ];
}
