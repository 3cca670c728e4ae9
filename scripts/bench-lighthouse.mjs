// `pnpm bench:lighthouse`: Lighthouse (npm `lighthouse`, in Debian's chromium) on every public route of both sites,
// mobile (Lighthouse's default, simulated slow 4G) and desktop presets, plus the JavaScript the cloud home page sends
// (sum of its script and modulepreload responses, gzip-compressed).
// The routes are the URLs of both sites' sitemaps (every indexable public page; pages kept out of the index, such as
// search results, are left out since Lighthouse's SEO audit marks them down on purpose), one URL per route: URLs that
// differ only by a numeric segment (`/news/detail/12`, `/news/detail/13`) are one route, measured on the first.
// BENCH_LIGHTHOUSE_ROUTES limits them: comma-separated paths, each optionally prefixed with its site (`cloud:` or
// `ip:`; a bare path matches on both), a path may be a route pattern with `:id` — e.g.
// `BENCH_LIGHTHOUSE_ROUTES=/,/news/detail/:id,ip:/docs`.
// Targets (issue 22): performance ≥ 95 on mobile, accessibility 100, SEO 100 (both presets), cloud home JS ≤ 150 KB
// gzip. The sites must be built (`pnpm build`); the script starts the platform on its own ports over a fresh
// PostgreSQL database `lanyun_bench` (server from BENCH_DATABASE_ADMIN_URL, default the machine's `test` database).
// Each page and preset is loaded BENCH_LIGHTHOUSE_RUNS times (default 3) and reported by its median run, chosen as
// Lighthouse's own `computeMedianRun` does (the run nearest the median FCP and time to interactive; Lighthouse's
// docs/variability.md advises several runs, since one run's score can move by ten points on a busy machine); the
// `runs` column lists every run's performance score.
// BENCH_LIGHTHOUSE_PRESETS=mobile (or desktop) measures one preset only (default both, comma-separated).
// BENCH_LIGHTHOUSE_SAVE=<dir> also writes each row's median Lighthouse report there (open it in the Lighthouse viewer).
// Prints a table and saves var/bench/lighthouse.json. A benchmark, not a test: it never fails on a missed target.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { freshDatabase } from './fresh-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_PORT_OFFSET moves the ports and names its own database, so two checkouts can run the bench side by side.
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = { api: 28080 + OFFSET, cloud: 23000 + OFFSET, ipintel: 23100 + OFFSET, ops: 23200 + OFFSET };
const cloud = `http://localhost:${PORTS.cloud}`;
const ipintel = `http://localhost:${PORTS.ipintel}`;
const TARGETS = { performance: 95, accessibility: 100, seo: 100, homeJsKb: 150 };
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const PRESETS = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',').map((p) => p.trim());

async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Gzip size of every script the page's HTML loads (module scripts and modulepreload links), in bytes. */
async function pageJsGzipBytes(url) {
  const html = await (await fetch(url)).text();
  const srcs = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((m) => m[1]),
  );
  // Inline module scripts import the entry chunks by URL too.
  for (const m of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) srcs.add(m[1]);
  let total = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += gzipSync(body, { level: 6 }).length;
  }
  return { total, files: srcs.size };
}

/** Path and query of an absolute URL (the sitemaps use the sites' public origin, not the bench ports). */
const pathOf = (url) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** The route a path belongs to: numeric segments become `:id`. */
const routeOf = (p) => p.replace(/\/\d+(?=\/|$)/g, '/:id');

/** `BENCH_LIGHTHOUSE_ROUTES` as [{ site: 'cloud' | 'ip' | null, path }], or null for every route. */
function routeFilter() {
  const spec = process.env.BENCH_LIGHTHOUSE_ROUTES?.trim();
  if (!spec) return null;
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(cloud|ip):(.*)$/.exec(s);
      return m ? { site: m[1], path: m[2] } : { site: null, path: s };
    });
}

/** The pages to measure: one URL per route of each site's sitemap, limited by BENCH_LIGHTHOUSE_ROUTES. */
async function publicPages() {
  const filter = routeFilter();
  const pages = [];
  for (const [site, base, label] of [
    ['cloud', cloud, 'cloud'],
    ['ip', ipintel, 'IP'],
  ]) {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const seen = new Set();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const p = pathOf(m[1]);
      const route = routeOf(p);
      if (seen.has(route)) continue;
      seen.add(route);
      if (filter && !filter.some((f) => (f.site ?? site) === site && (f.path === p || f.path === route))) continue;
      pages.push({ name: `${label} ${route}`, url: `${base}${p}` });
    }
  }
  return pages;
}

const platform = spawn('node', ['scripts/start.mjs', '--no-build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    DATABASE_URL: await freshDatabase(
      OFFSET ? `lanyun_bench_${OFFSET}` : 'lanyun_bench',
      process.env.BENCH_DATABASE_ADMIN_URL,
    ),
    API_PORT: String(PORTS.api),
    CLOUD_PORT: String(PORTS.cloud),
    IPINTEL_PORT: String(PORTS.ipintel),
    OPS_PORT: String(PORTS.ops),
    LOG_LEVEL: 'warn',
  },
});
const stopPlatform = () => {
  try {
    process.kill(-platform.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stopPlatform);

let chrome;
try {
  await waitFor(`http://127.0.0.1:${PORTS.api}/healthz`);
  await Promise.all([waitFor(cloud), waitFor(ipintel)]);
  const pages = await publicPages();
  if (!pages.length) throw new Error(`BENCH_LIGHTHOUSE_ROUTES=${process.env.BENCH_LIGHTHOUSE_ROUTES} matches no route`);
  console.log(
    `${pages.length} pages × ${PRESETS.length} presets × ${RUNS} runs: ${pages.map((p) => p.name).join(', ')}`,
  );
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  let version = null;
  const jsOf = new Map();
  for (const page of pages) {
    await fetch(page.url); // warm the server (first render compiles nothing, but fills caches)
    jsOf.set(page.url, await pageJsGzipBytes(page.url));
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ].filter(([name]) => PRESETS.includes(name))) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(
          page.url,
          {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'seo'],
          },
          config,
        );
        runs.push(lhr);
      }
      const valid = filterToValidRuns(runs);
      const lhr = valid.length ? computeMedianRun(valid) : runs[0];
      version = lhr.lighthouseVersion;
      if (process.env.BENCH_LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
        const file = `${page.name.replace(/[^a-z0-9]+/gi, '_')}-${preset}.json`;
        writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_SAVE, file), JSON.stringify(lhr));
      }
      const score = (id, r = lhr) => Math.round((r.categories[id]?.score ?? 0) * 100);
      const row = {
        page: page.name,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
      };
      // The metrics behind the performance score (ms; CLS unitless), to see which one a low score comes from.
      const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const cls = Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000;
      Object.assign(row, {
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls,
        si: ms('speed-index'),
      });
      if (preset === 'mobile') row.js_kb = Math.round((jsOf.get(page.url).total / 1024) * 10) / 10;
      // The performance target is the mobile one; desktop rows are held to accessibility and SEO.
      row.met =
        (preset !== 'mobile' || row.performance >= TARGETS.performance) &&
        row.accessibility >= TARGETS.accessibility &&
        row.seo >= TARGETS.seo
          ? 'yes'
          : 'no';
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      row.failing = failed.slice(0, 6).join(' ');
      // Where each failing audit points (CSS selectors and snippets), in the JSON only, to fix them from.
      row.details = Object.fromEntries(
        failed.map((id) => [
          id,
          (lhr.audits[id].details?.items ?? []).slice(0, 5).map((it) => ({
            selector: it.node?.selector,
            snippet: it.node?.snippet?.slice(0, 160),
            explanation: it.node?.explanation?.split('\n')[0],
          })),
        ]),
      );
      row.runs = runs.map((r) => score('performance', r)).join(' ');
      rows.push(row);
    }
  }
  const js = jsOf.get(`${cloud}/`) ?? (await pageJsGzipBytes(`${cloud}/`)); // the cloud home
  const homeJsKb = Math.round((js.total / 1024) * 10) / 10;
  console.table(rows.map(({ details, ...row }) => row));
  const missed = rows.filter((r) => r.met !== 'yes').length;
  console.log(`targets met on ${rows.length - missed} of ${rows.length} rows`);
  console.log(
    `cloud home JavaScript: ${homeJsKb} KB gzip in ${js.files} files (target ≤ ${TARGETS.homeJsKb} KB: ${homeJsKb <= TARGETS.homeJsKb ? 'met' : 'not met'})`,
  );
  const out = path.join(root, 'var/bench/lighthouse.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), lighthouse: version, targets: TARGETS, runsPerRow: RUNS, routes: process.env.BENCH_LIGHTHOUSE_ROUTES ?? 'all', rows, homeJs: { gzipBytes: js.total, files: js.files } }, null, 2)}\n`,
  );
  console.log(`saved ${path.relative(root, out)}`);
} finally {
  await chrome?.kill();
  stopPlatform();
}
