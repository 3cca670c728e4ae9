/**
 * Browser build settings shared by the public sites' `vite.config.ts` (React Router framework mode): chunking of the
 * page shell and terser minification, for the JavaScript budget of the public pages (docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md). Used by the Vite config only, never by the sites' code.
 */
import type { PluginOption, Rollup } from 'vite';

/**
 * Browser chunks. Every page loads the modules that the browser entry, the root route and the default layout import
 * statically; Rollup would cut them into ~25 files by which other modules share them, and as each file is
 * compressed on its own that costs several KB of gzip. They go into two chunks instead: 'framework' (libraries)
 * and 'site' (this repository's modules). Route modules and everything loaded on demand keep Rollup's chunks.
 *
 * The walk follows every static import, so it also reaches library modules the shell only re-exports without using
 * them; those stay out of 'framework' ({@link ON_DEMAND}): react-i18next's `<Trans>` with its HTML parser (a few
 * forms). For the same reason shell modules must not import a library's barrel (`radix-ui`: every primitive any
 * page uses would join 'framework'; import `radix-ui/dialog`) nor a library only to configure it (`zod`: see
 * site-kit's zod-jitless), and react-query stays out of the shell altogether (site-kit's `query`: the pages that use
 * it bring its provider; the session imports it only as a type).
 */
const SHELL_ROOTS: readonly RegExp[] = [
  /\/app\/entry\.client\.tsx$/,
  /\/app\/root\.tsx(\?|$)/,
  /\/app\/routes\/layout-default\.tsx(\?|$)/,
];
const ON_DEMAND: ReadonlyArray<[chunk: string, ids: RegExp]> = [
  ['i18n-trans', /\/node_modules\/(react-i18next\/dist\/es\/(Icu)?Trans|html-parse-stringify\/|void-elements\/)/],
];

/**
 * Libraries outside the shell that go into one chunk of their own wherever they are used, instead of Rollup's
 * pieces by sharing pattern: react-query (≈ 11 KB gzip as one file, more in the five or six pieces a page with
 * queries and forms would otherwise load).
 */
const LIBRARY_CHUNKS: ReadonlyArray<[chunk: string, ids: RegExp]> = [
  ['query', /\/node_modules\/@tanstack\/(react-query|query-core)\/|\/packages\/site-kit\/src\/query\.tsx$/],
];

/**
 * A site's own groups of small modules outside the shell: [chunk name, module ids]. Rollup puts a module that
 * several routes share into a chunk per sharing pattern, which left the order pages with a dozen chunks of
 * 0.1–0.8 KB (13 of /ecs's 23 scripts). Each is a request, and on a slow connection with HTTP/1.1's six
 * connections per host every request queues for a round trip: Lighthouse's simulation of /ecs counted them before
 * its first paint. A group is one chunk wherever any of its modules is needed, so it suits modules that are used
 * together.
 */
export type ChunkGroups = ReadonlyArray<[chunk: string, ids: RegExp]>;

const walked = new WeakMap<Rollup.GetModuleInfo, Map<string, string>>();

/** Module id → chunk name for the shell's modules (walked once per build). */
function shellChunks({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Map<string, string> {
  const known = walked.get(getModuleInfo);
  if (known) return known;
  const chunks = new Map<string, string>();
  const roots = [...getModuleIds()].filter((id) => SHELL_ROOTS.some((re) => re.test(id)));
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    const info = getModuleInfo(id);
    if (chunks.has(id) || !info) continue;
    const library = id.includes('/node_modules/') || id.startsWith('\0');
    chunks.set(id, ON_DEMAND.find(([, ids]) => ids.test(id))?.[0] ?? (library ? 'framework' : 'site'));
    stack.push(...info.importedIds.filter((dep) => !chunks.has(dep)));
  }
  for (const id of roots) chunks.delete(id);
  walked.set(getModuleInfo, chunks);
  return chunks;
}

/**
 * `build` options for a site's browser build (pass `{}` for the SSR build): terser (a few percent smaller gzip
 * than esbuild, ~5 KB on every page), the shell's two chunks from {@link shellChunks}, {@link LIBRARY_CHUNKS} and the
 * site's {@link ChunkGroups}.
 */
export function browserBuild(groups: ChunkGroups = []) {
  const named = [...LIBRARY_CHUNKS, ...groups];
  return {
    minify: 'terser' as const,
    rollupOptions: {
      output: {
        manualChunks: (id: string, meta: Rollup.ManualChunkMeta) =>
          shellChunks(meta).get(id) ?? named.find(([, ids]) => ids.test(id))?.[0],
      },
    },
  };
}

/**
 * The Vite config every React site of the repository shares (cloud site, IP site, operator console), for
 * `defineConfig(({ isSsrBuild }) => siteViteConfig({ … }))`. `plugins` come from the site (its own dependencies);
 * `shellChunks` turns on {@link browserBuild} for the browser build of a public site (JavaScript budget), with the
 * site's `chunkGroups`.
 */
export function siteViteConfig({
  plugins,
  port,
  isSsrBuild,
  shellChunks,
  chunkGroups,
}: {
  plugins: PluginOption[];
  port: number;
  isSsrBuild?: boolean;
  shellChunks: boolean;
  chunkGroups?: ChunkGroups;
}) {
  return {
    plugins,
    // Pre-bundled up front so the dev server does not re-optimize (and load React twice) on the first page.
    optimizeDeps: { include: ['@lanyun/i18n > i18next', '@lanyun/i18n > react-i18next'] },
    resolve: { dedupe: ['react', 'react-dom', '@tanstack/react-query'] },
    ssr: {
      // Workspace packages ship TypeScript source; their own dependencies are not installed in the site's
      // node_modules, so bundle them into the server build instead of importing them at run time.
      noExternal: [
        /^@lanyun\//,
        'i18next',
        'react-i18next',
        'radix-ui',
        /^@radix-ui\//,
        'sonner',
        'qrcode.react',
        'js-cookie',
      ],
      // The link-preview cards' renderer (a native module) and font files load at run time from the site's own
      // dependencies (src/og-card.server.ts).
      external: ['satori', '@resvg/resvg-js', '@fontsource/noto-sans-sc'],
    },
    build: shellChunks && !isSsrBuild ? browserBuild(chunkGroups) : {},
    server: { port },
  };
}
