import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
// A relative import: Vite bundles the config's relative imports, while a package import would be loaded by Node as .ts.
import { browserBuild } from '../../packages/site-kit/src/vite-build.ts';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // Pre-bundled up front so the dev server does not re-optimize (and load React twice) on the first page.
  optimizeDeps: { include: ['@lanyun/i18n > i18next', '@lanyun/i18n > react-i18next'] },
  resolve: { dedupe: ['react', 'react-dom', '@tanstack/react-query'] },
  ssr: {
    // Workspace packages ship TypeScript source; their own dependencies are not installed in this app's
    // node_modules, so bundle them into the server build instead of importing them at run time.
    noExternal: [/^@lanyun\//, 'i18next', 'react-i18next', 'radix-ui', /^@radix-ui\//, 'sonner', 'qrcode.react', 'js-cookie'],
  },
  // Shell chunks and terser for the browser (packages/site-kit/src/vite-build.ts).
  build: isSsrBuild ? {} : browserBuild(),
  server: { port: 3100 },
}));
