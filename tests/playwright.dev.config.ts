import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The dev server's smoke test (tests/e2e/dev-server.spec.ts): what a newcomer's `npm start` shows, the Vite dev
 * server with the embedded demo API, which differs from the production bundle the main suite runs against (React's
 * StrictMode, modules served one by one, dependencies pre-bundled on first start). Its own port, so that a running
 * `npm start` (5173) or preview (4173) is left alone; its data in memory, so every run starts from the seed.
 */
const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_DEV_PORT ?? 5174);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: /dev-server.*\.spec\.ts$/,
  outputDir: '../test-results/dev-server',
  forbidOnly: CI,
  workers: 1,
  retries: CI ? 1 : 0,
  reporter: 'list',
  // A dev server transforms each module on its first request, and on a first start pre-bundles the dependencies
  // before it serves any: the first visit of a cold server on a busy two-core machine takes tens of seconds.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    ...base.use,
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
  },
  webServer: {
    // `npm start`'s server, not watching the files (scripts/dev-server-e2e.mjs).
    command: `node scripts/dev-server-e2e.mjs ${PORT}`,
    cwd: '..',
    env: { DEMO_DATA_FILE: 'memory', VITE_API_URL: '', VITE_LOCALES_URL: '' },
    url: BASE_URL,
    // Another server on this port (not in memory, another tree) would make the run say nothing of this one.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.DEBUG_DEV_SERVER ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
});
