// `npm run bench`: builds the production bundle (no demo code in it) and reports what each first render loads
// and the size of every lazy chunk. Figures are also written to bench-results.json (git-ignored).
// Browser timings and Lighthouse are added by the benchmark issue (issue 6).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { firstLoads, lazyChunks } from './bundle-stats.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const loads = firstLoads();
const chunks = lazyChunks();
const rows = [
  ['First load of / (sign-in)', loads.signIn],
  ['First load of /dashboard after sign-in', loads.dashboard],
];
console.log('\n| What | JS gzip | JS raw | CSS gzip | CSS raw |\n|---|---|---|---|---|');
for (const [name, size] of rows) {
  console.log(
    `| ${name} | ${kb(size.js.gzip)} | ${kb(size.js.raw)} | ${kb(size.css.gzip)} | ${kb(size.css.raw)} |`,
  );
}
console.log('\n| Lazy chunk | gzip | raw |\n|---|---|---|');
for (const chunk of chunks) console.log(`| ${chunk.key} | ${kb(chunk.gzip)} | ${kb(chunk.raw)} |`);

writeFileSync(
  'bench-results.json',
  JSON.stringify({ date: new Date().toISOString(), firstLoads: loads, lazyChunks: chunks }, null, 2),
);
console.log('\nWritten to bench-results.json');
