import type { DataOf } from '@lanyun/api-sdk';
import type { User } from '@lanyun/session/session';
import type { PublicConfig } from './lib/env.server';

/** Site information from /v1/web_init (spec §7: "site info and version fetched at start"). */
export type SiteInfo = DataOf<'/v1/web_init'>;

/** What the root loader returns (read with `useRouteLoaderData('root')`). */
export interface RootData {
  /** The logged-in user, loaded server-side from the `access-token` cookie; null when logged out. */
  user: User | null;
  site: SiteInfo | null;
  config: PublicConfig;
}
