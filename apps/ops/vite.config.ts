import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
// A relative import: Vite bundles the config's relative imports, while a package import would be loaded by Node as .ts.
import { siteViteConfig } from '../../packages/site-kit/src/vite-build.ts';
import { defineConfig } from 'vite';

// Shared site config (packages/site-kit/src/vite-build.ts); a staff console has no JavaScript budget, so no shell chunks.
export default defineConfig(({ isSsrBuild }) =>
  siteViteConfig({ plugins: [tailwindcss(), reactRouter()], port: 3200, isSsrBuild, shellChunks: false }),
);
