import { expect, test } from '@playwright/test';
import { expectPageTitle, openAs, tr } from './support';

/**
 * Installable and quick to come back to (vite.config.ts `installable`, lib/serviceWorker.ts): the manifest names the
 * portal with its icons, and once a visit has let the service worker in, the next visit starts without the network:
 * the app's own files come from its cache, never an answer of the API.
 */
test.use({ serviceWorkers: 'allow' });

test('Installable: the web app manifest names the portal, opens on / standalone, with a maskable icon', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Portail École', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('Coming back offline: after a first visit, the portal starts without the network; no API answer was kept', async ({
  page,
  context,
}) => {
  await openAs(page, 'parent', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  // The worker is registered once the page is idle, then keeps the first screen's files.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(kept.some((path) => /^\/assets\/first-screen-/.test(path))).toBe(true);
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // The next visit, offline: the portal is drawn from the worker's cache, in French, and says it is offline
  // (without the worker the browser would show its own "no connection" page).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(tr('fr', 'hardening.offline'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
