// `npm test`: every test. Unit and integration tests (Vitest, with the demo API on MSW), then the browser suite
// (Playwright in Debian's Chromium, installed by ensure-browser.mjs when missing) on the production bundle, then its
// smoke test of `npm start`'s dev server (tests/playwright.dev.config.ts). Stops at the first red step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npm', ['run', '-s', 'test:e2e']],
  ['dev server smoke test', 'npx', ['playwright', 'test', '-c', 'tests/playwright.dev.config.ts']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll tests passed.');
