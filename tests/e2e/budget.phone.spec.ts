import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support';

/**
 * Budget: the JavaScript a returning user's browser fetches for the dashboard, until the network is idle. A ratchet
 * on the way to the bench's target of 170 KB (docs/architecture.md "Speed"): lowered as levers land. The last lever
 * took the forms' and the sign-in form's texts out of the shared texts (i18n/bundled.ts `SHARED_LAZY_PARTS`):
 * 184.49 KB measured, 184.86 KB with online payments (their route, the dashboard's "pay online" and last payment);
 * 184.61 KB once the messaging page's thunks left the shell's chunk (features/chat/conversation.thunks.ts) and the
 * offline outbox and push came (both off the first screen but for the outbox's start, a few bytes); 184.84 KB once
 * the route registry became a chunk of its own off the sign-in page, paid for by the user menu loaded from md up only
 * and the always-loaded files left out of the preload lists (docs/architecture.md "Speed"); 184.3 KB once the
 * lists' texts left the shared texts (i18n/bundled.ts `table`) and the sign-in request the shell's chunk.
 */
const BUDGET_KB = 184.5;

/**
 * Budget: the sign-in page's JavaScript until the network is idle, the bench's target (docs/architecture.md
 * "Speed"). 99.84 KB once the signed-in app's texts (i18n/bundled.ts `shell`), the link builders (paths.ts) and
 * the features' map of texts left it, with react-redux's selector hook and the sign-out request.
 */
const SIGN_IN_BUDGET_KB = 100;

/** gzip size of a built file by its URL path (`/assets/x.js`), as a server compressing it sends it. */
function builtGzip(pathname: string): number {
  return gzipSync(readFileSync(join(process.cwd(), 'dist', pathname)), { level: 9 }).length;
}

/** What the shell reads once the first screen is shown (app/shellReads.ts): its badges and the avatar. */
const SHELL_READS = ['/api/notifications', '/api/chat/conversations', '/api/userprofilepicture'];

/** The scripts a page fetches, and whether its network has been idle for a second. */
function watchNetwork(page: Page) {
  const scripts = new Set<string>();
  const photos = new Set<string>();
  const api = new Set<string>();
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
    if (pathname.startsWith('/api/')) api.add(pathname);
    if (/^\/api\/students\/\d+\/photo$/.test(pathname)) photos.add(pathname);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const quiet = () =>
    expect.poll(() => inFlight === 0 && Date.now() - lastActivity > 1000, { timeout: 20_000 }).toBe(true);
  return {
    scripts,
    photos,
    api,
    quiet,
    /**
     * The first screen has been shown (lib/afterFirstScreen: the shell's badges and avatar are then read, the
     * photos asked for), then nothing was asked for or answered during a second. A second of quiet alone can come
     * while a slow phone is still drawing the page's rows, before what waits for the first screen has left.
     */
    idle: async () => {
      await expect
        .poll(() => SHELL_READS.filter((path) => api.has(path)), { timeout: 20_000 })
        .toHaveLength(SHELL_READS.length);
      await quiet();
    },
  };
}

/**
 * A returning user's cold visit: the token, branch and year that a first visit stored, and nothing of the app in the
 * browser's cache or memory (a new tab, the HTTP cache cleared; the service worker is blocked in these tests).
 */
async function returningVisit(page: Page): Promise<Page> {
  await openAs(page, 'admin', '/dashboard');
  await expect(page.locator('#main-content a[href^="/fullstudents"]').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('SELECTED_YEAR'))).not.toBeNull();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  return page.context().newPage();
}

/** The dashboard opened on a returning user's cold visit, its first figures shown, its network watched. */
async function coldDashboard(page: Page) {
  const visit = await returningVisit(page);
  const network = watchNetwork(visit);
  await visit.goto('/dashboard');
  await expect(visit.locator('#main-content a[href^="/fullstudents"]').first()).toBeVisible();
  return { visit, network };
}

// Counted as the browser fetches it (what loads after the first screen counts too): the fixed stack's libraries are
// about 130 KB gzip of it (React, react-dom, i18next; react-router, Redux Toolkit with RTK Query, zod).
test(`Budget: the dashboard fetches at most ${BUDGET_KB} KB gzip of JavaScript until the network is idle, counted as the browser fetches it`, async ({
  page,
}) => {
  const { network } = await coldDashboard(page);
  // Network idle: nothing asked for or answered during a second (what loads after the first screen counts too).
  await network.idle();
  const total = [...network.scripts].reduce((sum, pathname) => sum + builtGzip(pathname), 0);
  expect(network.scripts.size).toBeGreaterThan(3);
  expect(total / 1024, [...network.scripts].join(', ')).toBeLessThanOrEqual(BUDGET_KB);
});

test('Budget: a first screen that only reads does not load the axios clients; the first key brings them', async ({
  page,
}) => {
  const { visit, network } = await coldDashboard(page);
  // The shell's badges and avatar have been read (through fetch, app/shellReads.ts), and still no clients.
  await network.idle();
  const clients = () => [...network.scripts].filter((path) => path.startsWith('/assets/clients-'));
  expect(clients()).toEqual([]);
  await visit.keyboard.press('Tab');
  await expect.poll(clients).toHaveLength(1);
});

test('Budget: the student list asks for the photos of the rows near the screen only, the others as they are scrolled to', async ({
  page,
}) => {
  const visit = await returningVisit(page);
  const network = watchNetwork(visit);
  await visit.goto('/fullstudents');
  const rows = visit.locator('#main-content [data-testid="photo-initials"], #main-content img[src^="data:"]');
  await expect(rows.first()).toBeVisible();
  // The photos are asked for once the first screen is shown, with the shell's badges (lib/afterFirstScreen).
  await network.idle();
  const drawn = await rows.count();
  const firstPhotos = network.photos.size;
  expect(firstPhotos).toBeGreaterThan(0);
  expect(firstPhotos, `${firstPhotos} photos for ${drawn} rows drawn`).toBeLessThan(drawn);
  await rows.last().scrollIntoViewIfNeeded();
  await expect.poll(() => network.photos.size).toBeGreaterThan(firstPhotos);
});

test(`Budget: the sign-in page fetches at most ${SIGN_IN_BUDGET_KB} KB gzip of JavaScript until the network is idle, and none of the signed-in app's texts`, async ({
  page,
}) => {
  const network = watchNetwork(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // The remote texts are asked for once the form is shown (lib/afterFirstScreen), then nothing more.
  await expect.poll(() => [...network.api].some((path) => path.startsWith('/api/traduction/'))).toBe(true);
  await network.quiet();
  const total = [...network.scripts].reduce((sum, pathname) => sum + builtGzip(pathname), 0);
  expect(total / 1024, [...network.scripts].join(', ')).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
  const loaded = [...network.scripts].map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  // Neither the app's code, its texts, the route registry nor the features' map of texts.
  for (const part of ['app', 'startApp', 'first-screen', 'shell', 'registry', 'textsIndex-fr'])
    expect(loaded).not.toContain(part);
  expect(loaded).toEqual(expect.arrayContaining(['boot', 'sign-in-form', 'fr']));
});
