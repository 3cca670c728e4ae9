/**
 * What every site's root loader returns (read with `useRouteLoaderData('root')`): the logged-in user, the site
 * information from /v1/web_init and the site's public config.
 */
import type { DataOf } from '@lanyun/api-sdk';
import type { Lang } from '@lanyun/i18n';
import type { User } from '@lanyun/session/session';
import type { SitePublicConfig } from './env.server';

/** Site information from /v1/web_init (spec §7: "site info and version fetched at start"). */
export type SiteInfo = DataOf<'/v1/web_init'>;

/** The root loader's data for a site whose public config is `C`. */
export interface SiteRootData<C extends SitePublicConfig = SitePublicConfig> {
  /** The logged-in user, loaded server-side from the `access-token` cookie; null when logged out. */
  user: User | null;
  /** Null when /v1/web_init failed (pages render without it). */
  site: SiteInfo | null;
  config: C;
  /** The page's interface language (`?lang=`, the `lang` cookie, else zh-CN). */
  lang: Lang;
}
