/**
 * CPU time of other processes, read from Linux's /proc (proc(5): `/proc/<pid>/stat` fields 14 utime and 15 stime, in
 * clock ticks of `getconf CLK_TCK`), so a benchmark can report CPU per request beside requests/s: on a machine whose
 * speed swings between hours, requests/s move with it while the CPU a request costs stays comparable.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (normally 100). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The `comm` and user + system CPU of `pid` in µs, or undefined when it has gone (or there is no /proc). */
function readStat(pid: number): { comm: string; us: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // comm is in parentheses and may hold spaces; the fields after its closing one are space-separated.
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const rest = text.slice(close + 2).split(' ');
  // rest[0] is field 3 (state): utime (14) and stime (15) are rest[11] and rest[12].
  return { comm, us: ((Number(rest[11]) + Number(rest[12])) / TICKS) * 1e6 };
}

/** User + system CPU of the given processes together, µs (a process that has gone counts 0). */
export function cpuOf(pids: readonly number[]): number {
  let us = 0;
  for (const pid of pids) us += readStat(pid)?.us ?? 0;
  return us;
}

/**
 * User + system CPU, µs, of every process whose name is one of `names` (e.g. `postgres`, `redis-server`): the
 * database's backends come and go with the pool, so they are found by name at each reading.
 */
export function cpuByName(names: readonly string[]): number {
  let us = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    const s = readStat(Number(e));
    if (s && names.includes(s.comm)) us += s.us;
  }
  return us;
}
