import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Pre-bundled up front so the dev server does not re-optimize (and load React twice) on the first page.
  optimizeDeps: { include: ['@lanyun/i18n > i18next', '@lanyun/i18n > react-i18next'] },
  resolve: { dedupe: ['react', 'react-dom', '@tanstack/react-query'] },
  ssr: {
    // Workspace packages ship TypeScript source; their own dependencies are not installed in this app's
    // node_modules, so bundle them into the server build instead of importing them at run time.
    noExternal: [/^@lanyun\//, 'i18next', 'react-i18next', 'radix-ui', /^@radix-ui\//, 'sonner', 'qrcode.react', 'js-cookie'],
  },
  server: { port: 3200 },
});
