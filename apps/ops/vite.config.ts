import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { dedupe: ['react', 'react-dom', '@tanstack/react-query'] },
  ssr: {
    // Workspace packages ship TypeScript source; their own dependencies are not installed in this app's
    // node_modules, so bundle them into the server build instead of importing them at run time.
    noExternal: [/^@lanyun\//, 'i18next', 'react-i18next', 'radix-ui', /^@radix-ui\//, 'sonner', 'qrcode.react', 'dayjs', 'js-cookie'],
  },
  server: { port: 3200 },
});
