import type { DataOf } from '@lanyun/api-sdk';
import type { User } from '@lanyun/session/session';
import type { PublicConfig } from './lib/env.server';

/** Site information from /v1/web_init. */
export type SiteInfo = DataOf<'/v1/web_init'>;

/** What the root loader returns. */
export interface RootData {
  user: User | null;
  site: SiteInfo | null;
  config: PublicConfig;
}
