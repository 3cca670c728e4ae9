import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest is in the first HTML: no `/__manifest` requests as links render, and no re-render of
  // the page when their answers arrive (docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
