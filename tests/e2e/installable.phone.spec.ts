import { expect, test } from '@playwright/test';
import { CHILDREN, expectPageTitle, keptForOffline, openAs, scrollToEnd, tr } from './support';

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

test('Coming back offline: after a first visit, the portal starts without the network; no API answer was kept for staff', async ({
  page,
  context,
}) => {
  await openAs(page, 'staff', '/dashboard');
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
  // What the shell opens on demand is kept too, before it is first opened: the header's messages preview.
  expect(kept.some((path) => /^\/assets\/MessagesPreview-/.test(path))).toBe(true);
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);
  // Nor by the portal: nothing is kept for offline reading for staff (src/api/keptAnswers.ts).
  expect(await keptForOffline(page)).toEqual([]);

  // The next visit, offline: the portal is drawn from the worker's cache, in French, and says it is offline
  // (without the worker the browser would show its own "no connection" page).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(tr('fr', 'hardening.offline'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('Offline parent view: the balance, next installment, menu of the week, transport times and the day’s lessons stay readable offline, "shown as of HH:MM"', async ({
  page,
  context,
}) => {
  const child = CHILDREN[0].name.split(' ')[0]!;
  await openAs(page, 'parent', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const balanceLabel = tr('fr', 'dashboard.parent.balance', { name: child });
  const balanceCard = page.locator('main').getByText(balanceLabel, { exact: true }).locator('xpath=../..');
  await expect(balanceCard).toBeVisible();
  const balance = (await balanceCard.textContent()) ?? '';
  expect(balance).toMatch(/MAD/);
  const nextCard = page.locator('main').getByText(tr('fr', 'dashboard.parent.next')).locator('xpath=../..');
  const next = (await nextCard.textContent()) ?? '';
  await scrollToEnd(page);
  const canteen = page.getByRole('heading', { name: tr('fr', 'canteen.parent.cardTitle', { name: child }) });
  const transport = page.getByRole('heading', { name: tr('fr', 'transport.parent.title', { name: child }) });
  const lessons = page.getByRole('heading', { name: tr('fr', 'childTimetable.card.title', { name: child }) });
  await expect(canteen).toBeVisible();
  await expect(transport).toBeVisible();
  await expect(lessons).toBeVisible();
  const lessonsText = (await lessons.locator('xpath=..').textContent()) ?? '';
  const canteenText = (await canteen.locator('xpath=..').textContent()) ?? '';
  const transportText = (await transport.locator('xpath=..').textContent()) ?? '';
  // The parent's canteen page: the menu of the week.
  await page.goto('/demandes-cantine');
  await expect(page.getByRole('heading', { name: tr('fr', 'canteen.parent.menuTitle') })).toBeVisible();
  const weekMenu = page
    .getByRole('heading', { name: tr('fr', 'canteen.parent.menuTitle') })
    .locator('xpath=../..');
  await expect(weekMenu.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const week = (await weekMenu.textContent()) ?? '';

  // The service worker keeps the app's files; the portal keeps the parent's answers (user, dashboard, menu, ride).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(() => keptForOffline(page))
    .toEqual(
      expect.arrayContaining([
        'user',
        expect.stringMatching(/^dashboard\/parent\?/),
        expect.stringMatching(/^canteen\/students\/\d+\/menu\?/),
        expect.stringMatching(/^transport\/students\/\d+\?/),
        expect.stringMatching(/^timetable\/children\/\d+\?/),
      ]),
    );

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('offline-banner')).toHaveText(
    /^Hors ligne : informations affichées telles qu'à \d\d:\d\d\./,
  );
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  await expect(balanceCard).toHaveText(balance);
  await expect(nextCard).toHaveText(next);
  await scrollToEnd(page);
  await expect(canteen.locator('xpath=..')).toHaveText(canteenText);
  await expect(transport.locator('xpath=..')).toHaveText(transportText);
  await expect(lessons.locator('xpath=..')).toHaveText(lessonsText);
  await page.goto('/demandes-cantine');
  await expect(weekMenu).toHaveText(week);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // Back online: the fresh answers replace the kept ones and the notice goes.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(balanceCard).toHaveText(balance);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
