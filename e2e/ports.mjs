// Ports and URLs of the platform the browser tests start (e2e/stack.mjs). `E2E_PORT_OFFSET` (default 0) moves every
// port by the same amount and names its own database, so two checkouts can run their browser tests side by side.
import os from 'node:os';
import path from 'node:path';
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The stack's ports: API 18080, cloud 13000, IP site 13100, console 13200 (plus the offset). */
export const PORTS = { api: 18080 + offset, cloud: 13000 + offset, ipintel: 13100 + offset, ops: 13200 + offset };
/** The stack's PostgreSQL database (recreated on every run). */
export const E2E_DATABASE = offset ? `lanyun_e2e_${offset}` : 'lanyun_e2e';
export const API_URL = `http://127.0.0.1:${PORTS.api}`;
export const CLOUD_URL = `http://localhost:${PORTS.cloud}`;
export const IPINTEL_URL = `http://localhost:${PORTS.ipintel}`;
export const OPS_URL = `http://localhost:${PORTS.ops}`;
/** The stack's wait between two verification codes to one address, ms (CODE_RESEND_INTERVAL_MS; 60 s in production). */
export const E2E_CODE_RESEND_MS = 1_500;
/**
 * Where the browser-test workers note the two-factor steps they used (e2e/ops-helpers.ts; one file per operator and
 * step), emptied by each new stack (e2e/stack.mjs). Per user as well as per stack: the temp folder is shared, and a
 * folder another user's run left could not be emptied.
 */
export const E2E_TOTP_DIR = path.join(os.tmpdir(), `lanyun-e2e-totp-${os.userInfo().uid}-${PORTS.api}`);
