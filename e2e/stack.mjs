// Starts the platform for the browser tests: a fresh PostgreSQL database (`lanyun_e2e`, e2e/ports.mjs) (server from
// E2E_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test), then `pnpm start
// --no-build` on the e2e ports. The sites must already be built (the test command builds them).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from '../scripts/fresh-db.mjs';
import { E2E_CODE_RESEND_MS, E2E_DATABASE, E2E_TOTP_DIR, PORTS } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = await freshDatabase(E2E_DATABASE, process.env.E2E_DATABASE_ADMIN_URL);
// The two-factor steps the workers used (e2e/ops-helpers.ts totpCode) belong to the previous database.
rmSync(E2E_TOTP_DIR, { recursive: true, force: true });

const child = spawn('node', ['scripts/start.mjs', '--no-build'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url,
    API_PORT: String(PORTS.api),
    CLOUD_PORT: String(PORTS.cloud),
    IPINTEL_PORT: String(PORTS.ipintel),
    OPS_PORT: String(PORTS.ops),
    LOG_LEVEL: 'warn',
    // The compute simulator (apps/api/src/config.ts SIM_*): quick, pending states still visible, no random failures.
    SIM_CREATE_DELAY_MS: '3000',
    SIM_ACTION_DELAY_MS: '1000',
    SIM_FAILURE_RATE: '0',
    // The sandbox phone host (apps/api/src/providers/phone/sandbox): a small screen and frame rate keep ffmpeg cheap; an open
    // phone stream notices its phone's expiry within a second.
    PHONE_SANDBOX_WIDTH: '360',
    PHONE_SANDBOX_HEIGHT: '640',
    PHONE_SANDBOX_FPS: '10',
    PHONE_STREAM_CHECK_MS: '1000',
    // The test stack's windows and costs (docs/deployment.md; production refuses both): cheap password hashing, and
    // 1.5 s instead of 60 s between two codes to one address (the resend button counts down 2 s).
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    CODE_RESEND_INTERVAL_MS: String(E2E_CODE_RESEND_MS),
    // The content clock (POST /dev/content-clock; production refuses it): a test moves the time that publishes
    // scheduled articles instead of waiting for it (docs/decisions/0052-content-editing-rich-text-images-publish-times.md).
    CONTENT_CLOCK_CONTROL: 'on',
    // Every answer the browser tests get is written by both of the API's serializers and compared (apps/api/src/speed/response-serializer.ts).
    RESPONSE_CHECK: 'on',
    // Every browser test reaches the API from one address: room for the IP home's own-address lookups of all specs.
    IP_DEMO_PER_MINUTE: '120',
  },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
