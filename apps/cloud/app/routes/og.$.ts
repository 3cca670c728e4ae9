/**
 * `/og/<fingerprint>/<lang>/<path>.png`: the link-preview card (1200×630 PNG) of a public page, with the page's title
 * in its language and the site's brand; 404 for anything that is not a public page (`@lanyun/site-kit/og-route.server`).
 */
import { ogCardResponse } from '@lanyun/site-kit/og-route.server';
import { publicConfig } from '../lib/env.server';
import { SITE_NAME } from '../lib/seo';
import type { Route } from './+types/og.$';

export const loader = ({ request, params }: Route.LoaderArgs) =>
  ogCardResponse(request, params['*'] ?? '', { siteName: SITE_NAME, tagline: new URL(publicConfig().siteUrl).host });
