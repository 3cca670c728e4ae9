/** The HTML document every site renders around its routes (the root route's `Layout`), and its `<link>`s. */
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';

/** Document shell: charset, viewport, route meta and links, the body with scroll restoration and the scripts. */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
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

/** The root route's `links`: the site's /favicon.svg. */
export function siteLinks() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}
