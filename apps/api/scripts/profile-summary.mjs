/**
 * Sum a V8 CPU profile's self time by function (name + file:line) and by file, largest first, as shares of the
 * sampled time. Usage: `node scripts/profile-summary.mjs <file.cpuprofile> [rows=40]`.
 */
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const self = new Map(profile.nodes.map((n) => [n.id, 0]));
for (let i = 0; i < profile.samples.length; i++) {
  self.set(profile.samples[i], self.get(profile.samples[i]) + (profile.timeDeltas[i] ?? 0));
}
const byFn = new Map();
const byFile = new Map();
let total = 0;
for (const n of profile.nodes) {
  const t = self.get(n.id);
  total += t;
  const f = n.callFrame;
  const url = f.url
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^file:\/\/.*\/apps\//, 'apps/');
  const fn = `${f.functionName || '(anon)'} ${url}:${f.lineNumber + 1}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + t);
  byFile.set(url || f.functionName, (byFile.get(url || f.functionName) ?? 0) + t);
}
const show = (title, m) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
};
show('self time by function', byFn);
show('self time by file', byFile);
