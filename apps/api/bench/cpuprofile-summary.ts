/**
 * Self time of a V8 `.cpuprofile` (from `node --cpu-prof`, or `BENCH_PROFILE_DIR=… npm run bench`) by
 * package and by function: `npx tsx bench/cpuprofile-summary.ts file.cpuprofile [top=25]`.
 * The server is bundled with its dependencies left external, so our code is `dist/server.js` and a
 * dependency keeps its `node_modules/<package>` path.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  if (url === '') return '(native / V8)';
  if (url.startsWith('node:')) return 'node core';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm?.[1]) return nm[1];
  if (url.includes('/dist/server.js')) return 'prepa (dist/server.js)';
  return url.replace(/^file:\/\//, '');
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-summary.ts file.cpuprofile [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const total = [...self.values()].reduce((a, b) => a + b, 0);
const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const idle = [...self].filter(([id]) => idleIds.has(id)).reduce((a, [, t]) => a + t, 0);
const busy = total - idle;

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, t] of self) {
  if (idleIds.has(id)) continue;
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg = functionName.startsWith('(') ? functionName : packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
  const fn = `${functionName || '(anonymous)'}  ${packageOf(url)}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
}

const ms = (us: number) => (us / 1000).toFixed(0);
const pct = (us: number) => `${((us / busy) * 100).toFixed(1)}%`;
process.stdout.write(`${file}: ${ms(total)} ms sampled, ${ms(busy)} ms busy (${ms(idle)} ms idle)\n`);
console.table(
  [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, t]) => ({ package: name, 'self ms': ms(t), 'of busy': pct(t) })),
);
console.table(
  [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, t]) => ({ function: name, 'self ms': ms(t), 'of busy': pct(t) })),
);
