import type { DataOf } from '@lanyun/api-sdk';
import type { Lang } from '@lanyun/i18n';
import type { OpsPublicConfig } from './lib/env.server';

/** The logged-in operator (/ops/me). */
export type Operator = DataOf<'/ops/me'>;

/** What the root loader returns (read with `useRouteLoaderData('root')`). */
export interface OpsRootData {
  /** Null only on the log-in page: every other page redirects there without a valid operator session. */
  operator: Operator | null;
  config: OpsPublicConfig;
  /** The console's interface language (`?lang=`, the `lang` cookie, else zh-CN). */
  lang: Lang;
}
