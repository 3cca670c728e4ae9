/**
 * `pnpm start`: the API server (src/server.ts) with the Node options the switches ask for (node-flags.ts). The start
 * script passes node-flags.json's options itself, so the usual start runs the server in this process; when
 * `SPEED_NODE_FLAGS=off` or `SPEED_MACHINERY=off` asks for other options than the process has, it starts the server
 * again in a child with them (signals passed on, its exit code returned). Errors: a malformed switch value throws a
 * `ZodError` before anything starts.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS, apiNodeFlags } from './node-flags.ts';

const wanted = apiNodeFlags();
const has = API_NODE_FLAGS.filter((flag) => process.execArgv.includes(flag));
if (has.length === wanted.length && wanted.every((flag) => has.includes(flag))) {
  await import('../server.ts');
} else {
  const execArgv = [...process.execArgv.filter((arg) => !API_NODE_FLAGS.includes(arg)), ...wanted];
  const child = spawn(process.execPath, [...execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
