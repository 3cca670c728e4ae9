import type { SiteRootData } from '@lanyun/site-kit/root-data';
import type { PublicConfig } from './lib/env.server';

export type { SiteInfo } from '@lanyun/site-kit/root-data';

/** What the root loader returns (read with `useRouteLoaderData('root')`); see `@lanyun/site-kit/root-data`. */
export type RootData = SiteRootData<PublicConfig>;
