// `node deploy/compose/render-nginx.mjs [out]`: fills deploy/nginx/*.template for the Compose stack (host network):
// nginx serves the API on :8000 (→ api-1 :8081, api-2 :8082) and the sites on :8010, :8011, :8012 (→ :3000, :3100,
// :3200), with its pid, logs and temp files under /tmp (a tmpfs: the container's root file system is read-only).
// Writes deploy/compose/nginx.conf unless `out` is given. Put TLS and the public host names in front (docs/deployment.md).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const templates = path.join(here, '..', 'nginx');
const listen = process.env.NGINX_LISTEN_HOST ?? '0.0.0.0';
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (m, k) => (k in values ? String(values[k]) : m));
const servers = (ports) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
const sites = { cloud: [8010, 3000], ipintel: [8011, 3100], ops: [8012, 3200] };
const siteTemplate = readFileSync(path.join(templates, 'site.conf.template'), 'utf8');
const conf = fill(readFileSync(path.join(templates, 'nginx.conf.template'), 'utf8'), {
  VAR: '/tmp',
  LISTEN_HOST: listen,
  API_PORT: 8000,
  API_SERVERS: servers([8081, 8082]),
  SITES: Object.entries(sites)
    .map(([site, [port, upstream]]) =>
      fill(siteTemplate, { SITE: site, SITE_SERVERS: servers([upstream]), SITE_PORT: port, LISTEN_HOST: listen }),
    )
    .join('\n'),
});
const out = process.argv[2] ?? path.join(here, 'nginx.conf');
writeFileSync(out, conf);
console.log(`nginx configuration written to ${out}`);
