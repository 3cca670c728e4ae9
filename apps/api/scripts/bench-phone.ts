/**
 * Benchmark of the cloud phone's responsiveness on the sandbox phone host at a plan's resolution (BENCH_PHONE_SIZE,
 * default 720x1280, PHONE_SANDBOX_FPS 30): BENCH_PHONE_TAPS (default 40) taps alternately open an app and press back;
 * each is timed from the control message to the first encoded picture after it (tap → first changed frame, p50 and
 * p95; target p95 ≤ 150 ms); then volume keys every 10 ms for 3 s give the frames per second the host streams when
 * the screen changes all the time. Real ffmpeg (libx264, ultrafast, zerolatency), on loopback in this process.
 *
 * Usage: `pnpm --filter @lanyun/api bench:phone` (part of `pnpm bench`). Prints a table and saves var/bench/phone.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION, KEYCODE, decodeVideoPacket, encodeControl } from '@lanyun/contract/phone-stream';
import { repoRoot } from '../src/config.ts';
import { sandboxPhones } from '../src/providers/phone/sandbox/host.ts';
import { iconRect } from '../src/providers/phone/sandbox/screen.ts';

const [W, H] = (process.env.BENCH_PHONE_SIZE ?? '720x1280').split('x').map(Number) as [number, number];
const TAPS = Number(process.env.BENCH_PHONE_TAPS ?? 40);
const FPS = 30;
const TARGET_P95_MS = 150;

const backend = sandboxPhones({
  createDelayMs: 0,
  actionDelayMs: 0,
  failureRate: 0,
  seed: 1,
  width: W,
  height: H,
  fps: FPS,
  maxPhones: 1,
});
const { backendRef } = await backend.createPhone({ phoneId: 'bench', regionCode: 'local', packageName: 'bench' });
const stream = await backend.openStream(backendRef);
let waiting: ((at: number) => void) | null = null;
let pictures = 0;
stream.onVideo((m) => {
  const p = decodeVideoPacket(m);
  if (!p || p.config) return;
  pictures++;
  waiting?.(performance.now());
});
const nextPicture = () => new Promise<number>((resolve) => (waiting = resolve));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
await sleep(1500); // the first key frame

const r = iconRect(W, H, 0);
const touch = (action: number) =>
  encodeControl({
    type: 'touch',
    action,
    pointerId: 0n,
    x: r.x + 5,
    y: r.y + 5,
    screenWidth: W,
    screenHeight: H,
    pressure: 1,
  });
const key = (action: number, keycode: number) =>
  encodeControl({ type: 'key', action, keycode, repeat: 0, metaState: 0 });
const latencies: number[] = [];
for (let i = 0; i < TAPS; i++) {
  await sleep(150 + (i % 5) * 13); // not in step with the frame clock
  const picture = nextPicture();
  const t0 = performance.now();
  if (i % 2 === 0) {
    stream.control(touch(ACTION.down));
    stream.control(touch(ACTION.up));
  } else {
    stream.control(key(ACTION.down, KEYCODE.back));
    stream.control(key(ACTION.up, KEYCODE.back));
  }
  latencies.push((await picture) - t0);
}
waiting = null;

const before = pictures;
const t1 = performance.now();
while (performance.now() - t1 < 3000) {
  stream.control(key(ACTION.up, pictures % 2 ? KEYCODE.volumeUp : KEYCODE.volumeDown));
  await sleep(10);
}
const fps = ((pictures - before) * 1000) / (performance.now() - t1);
stream.close();
await backend.releasePhone(backendRef);

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
const result = {
  resolution: `${W}x${H}`,
  taps: TAPS,
  tap_to_frame_p50_ms: Math.round(pct(50) * 10) / 10,
  tap_to_frame_p95_ms: Math.round(pct(95) * 10) / 10,
  target_p95_ms: TARGET_P95_MS,
  met: pct(95) <= TARGET_P95_MS,
  fps_changing_screen: Math.round(fps * 10) / 10,
  fps_cap: FPS,
};
console.table(result);
const out = join(repoRoot(), 'var', 'bench');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'phone.json'), `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
process.exit(0);
