import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
// A relative import: Vite bundles the config's relative imports, while a package import would be loaded by Node as .ts.
import { type ChunkGroups, siteViteConfig } from '../../packages/site-kit/src/vite-build.ts';
import { defineConfig } from 'vite';

// Shared site config; shell chunks and terser for the browser build (packages/site-kit/src/vite-build.ts), and two
// groups of small modules the order pages (/ecs, /buyphone, renewals) and the forms share, one chunk each instead of
// a dozen of 0.1–0.8 KB (each a request before the first paint on a slow connection).
const chunkGroups: ChunkGroups = [
  [
    'order',
    /\/app\/(lib\/(use-purchase-gate|purchase|discount|use-debounced-value)|components\/(choice-group|mobile-buy-bar)|features\/(ecs-order\/(order-messages|api\/ecs-order)|phone-order\/api\/phone-order|products\/components\/region-list))\.tsx?$/,
  ],
  // Named so it stays a chunk of its own: a group also takes in the modules only its members import, and the home
  // page formats prices and dates too.
  ['format', /\/packages\/ui\/src\/format\.ts$/],
  ['forms', /\/packages\/(ui\/src\/(field|recharge-rules|query-error|real-name)|validators\/src\/password)\.tsx?$/],
];

export default defineConfig(({ isSsrBuild }) =>
  siteViteConfig({ plugins: [tailwindcss(), reactRouter()], port: 3000, isSsrBuild, shellChunks: true, chunkGroups }),
);
