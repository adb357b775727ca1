import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { openAs } from './support';

/** Budget: the JavaScript a signed-in user's browser fetches for the dashboard, until the network is idle. */
const BUDGET_KB = 200;

/** gzip size of a built file by its URL path (`/assets/x.js`), as a server compressing it sends it. */
function builtGzip(pathname: string): number {
  return gzipSync(readFileSync(join(process.cwd(), 'dist', pathname)), { level: 9 }).length;
}

// Counted as the browser fetches it (what loads after the first screen counts too): the fixed stack's libraries are
// about 146 KB gzip of it (React, react-dom, i18next; react-router, Redux Toolkit with RTK Query, axios, zod).
test(`Budget: the dashboard fetches at most ${BUDGET_KB} KB gzip of JavaScript until the network is idle, counted as the browser fetches it`, async ({
  page,
}) => {
  const scripts = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = (request: { url(): string }) => {
    inFlight -= 1;
    lastActivity = Date.now();
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await openAs(page, 'admin', '/dashboard');
  await expect(page.locator('#main-content a[href^="/fullstudents"]').first()).toBeVisible();
  // Network idle: nothing asked for or answered during a second (what loads after the first screen counts too).
  await expect.poll(() => inFlight === 0 && Date.now() - lastActivity > 1000, { timeout: 20_000 }).toBe(true);
  const total = [...scripts].reduce((sum, pathname) => sum + builtGzip(pathname), 0);
  expect(scripts.size).toBeGreaterThan(3);
  expect(total / 1024, [...scripts].join(', ')).toBeLessThanOrEqual(BUDGET_KB);
});
