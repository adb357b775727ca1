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

// NOT MET yet (see the session note): the first screen alone holds the fixed stack's libraries (React, react-dom,
// i18next, react-router, Redux Toolkit with RTK Query, axios, zod: about 177 KB gzip), and the whole dashboard comes to
// about 270 KB. The budget is kept as written and the test is marked as failing: the day the load fits, this turns
// red and `test.fail` must go.
test.fail(
  `Budget: the dashboard fetches at most ${BUDGET_KB} KB gzip of JavaScript until the network is idle, counted as the browser fetches it`,
  async ({ page }) => {
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
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity > 1000, { timeout: 20_000 })
      .toBe(true);
    const total = [...scripts].reduce((sum, pathname) => sum + builtGzip(pathname), 0);
    expect(scripts.size).toBeGreaterThan(3);
    expect(total / 1024, [...scripts].join(', ')).toBeLessThanOrEqual(BUDGET_KB);
  },
);
