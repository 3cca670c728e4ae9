import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
// A relative import: Vite bundles the config's relative imports, while a package import would be loaded by Node as .ts.
import { type ChunkGroups, siteViteConfig } from '../../packages/site-kit/src/vite-build.ts';
import { defineConfig } from 'vite';

// Shared site config; shell chunks and terser for the browser build (packages/site-kit/src/vite-build.ts), and one
// group of the small modules the home page shares with the other pages (SEO and structured data, formats, form
// field), one chunk instead of four of 0.2–0.8 KB (each a request before the first paint on a slow connection).
const chunkGroups: ChunkGroups = [
  [
    'pages',
    /\/(apps\/ipintel\/app\/lib\/seo|packages\/site-kit\/src\/structured-data|packages\/ui\/src\/(format|field))\.tsx?$/,
  ],
];

export default defineConfig(({ isSsrBuild }) =>
  siteViteConfig({ plugins: [tailwindcss(), reactRouter()], port: 3100, isSsrBuild, shellChunks: true, chunkGroups }),
);
