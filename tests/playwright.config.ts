import { defineConfig, devices } from '@playwright/test';

/**
 * Browser suite: Debian's Chromium, never a downloaded browser, on a 1440x900 desktop
 * and a 390x844 phone. The web server is the production bundle served by `vite preview` with the demo API
 * mounted on /api and its data kept in memory, so every run starts from the seed.
 */
const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The dev server's smoke test runs against `vite` itself, with its own config (tests/playwright.dev.config.ts). */
const DEV_SERVER_SPECS = /dev-server.*\.spec\.ts$/;

const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: 'list',
  // A test waits for what the user waits for, and a slow shared two-core machine (Chromium draws in software) makes
  // a sign-in, a page and an axe run take seconds each: the limits leave a test three times its usual length, so a
  // red test means a fault, not a busy machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    launchOptions,
    // Recording a trace costs a third of a test's time (a snapshot of the page at each step): on CI a failing test
    // is traced on its retry; elsewhere every test is recorded and the trace kept when it fails.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker (vite.config.ts `installable`) would answer from its cache where a test watches or holds the
    // network (page.route does not see its requests): it is checked on its own in installable.phone.spec.ts.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      // What only a phone shows (a parent's phone view) is checked in *.phone.spec.ts, by the phone project.
      testIgnore: [/\.phone\.spec\.ts$/, DEV_SERVER_SPECS],
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // The user menu, and with it the logout, is shown from md up only (Header).
      testIgnore: [/\.desktop\.spec\.ts$/, DEV_SERVER_SPECS],
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    // E2E_PREBUILT: the bundle in dist/ was just built by `npm run build` (CI builds once for both).
    command: `${process.env.E2E_PREBUILT ? '' : 'npx vite build && '}npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '..',
    // No VITE_API_URL: the bundle talks to the demo API that `vite preview` mounts on /api.
    env: { DEMO_DATA_FILE: 'memory', VITE_API_URL: '', VITE_LOCALES_URL: '' },
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
