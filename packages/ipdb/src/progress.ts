/**
 * Build progress on the terminal, written to stderr so `ipintel build` output on stdout stays
 * clean. On a TTY: one `cli-progress` bar per phase. Otherwise (CI logs, pipes): one plain line
 * per finished phase with its duration, since progress bars need cursor control.
 * Used by the CLI and by `ensureDatabase({ progress: true })`.
 */
import cliProgress from 'cli-progress';
import type { BuildProgress } from './build.ts';

const LABELS: Record<string, string> = {
  'geo-ipv4': 'DB-IP City IPv4',
  'geo-ipv6': 'DB-IP City IPv6',
  'asn-ipv4': 'ASN IPv4 CSV',
  'asn-ipv6': 'ASN IPv6 CSV',
  privacy: 'Privacy lists',
  write: 'Write database',
};
const label = (phase: string): string => (LABELS[phase] ?? phase).padEnd(16);

/** Returns an `onProgress` callback that displays build phases, and `stop()` to end the display. */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): {
  onProgress: (p: BuildProgress) => void;
  stop: () => void;
} {
  if (!stream.isTTY) {
    const started = new Map<string, number>();
    const finished = new Set<string>();
    return {
      onProgress(p) {
        if (!started.has(p.phase)) started.set(p.phase, performance.now());
        if (p.done >= p.total && !finished.has(p.phase)) {
          finished.add(p.phase);
          const s = (performance.now() - started.get(p.phase)!) / 1000;
          stream.write(`${label(p.phase)} done in ${s.toFixed(1)} s\n`);
        }
      },
      stop() {
        // Nothing was drawn: nothing to clear.
      },
    };
  }
  const multi = new cliProgress.MultiBar(
    {
      stream,
      format: '{phase} [{bar}] {percentage}% | {duration_formatted}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, cliProgress.SingleBar>();
  let lastDraw = 0;
  return {
    onProgress(p) {
      const total = Math.max(1, p.total);
      let bar = bars.get(p.phase);
      if (!bar) {
        bar = multi.create(total, 0, { phase: label(p.phase) });
        bars.set(p.phase, bar);
      }
      bar.setTotal(total);
      bar.update(Math.min(p.done, total));
      if (p.done >= total) bar.stop(); // freezes the bar's duration
      // The MMDB walk is synchronous, so the bar's own timer cannot fire: redraw from here.
      const now = performance.now();
      if (now - lastDraw > 100) {
        lastDraw = now;
        multi.update();
      }
    },
    stop() {
      multi.stop();
    },
  };
}
