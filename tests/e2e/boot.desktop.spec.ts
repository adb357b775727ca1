import { expect, test } from '@playwright/test';
import { demoToken } from './support';

/**
 * Boot without a waterfall (docs/architecture.md "Decisions"): with a stored token, the app's code, the page's
 * features' texts, the shell, the page of the address and the user (`GET user`, api/earlyAnswers.ts) are asked for at once,
 * beside the shared texts, not each after the one before. The shared French texts are held back here: everything asked for meanwhile did not wait for them.
 */
test('Boot: with a stored token, the app, its texts, the shell, the page and the user are fetched beside the shared texts, not after them', async ({
  page,
}) => {
  const token = await demoToken(page, 'admin');
  await page.addInitScript((stored) => {
    window.localStorage.setItem('token', stored);
    window.localStorage.setItem('defaultLanguage', 'fr');
  }, token);

  const askedWhileHeld: string[] = [];
  let held = true;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    if (held) askedWhileHeld.push(new URL(request.url()).pathname);
  });
  await page.route(/\/assets\/fr-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/fullstudents', { waitUntil: 'commit' });
  const expected = [
    /\/startApp-[\w-]+\.js$/,
    /\/texts-students-fr-[\w-]+\.js$/,
    /\/texts-school-settings-fr-[\w-]+\.js$/,
    /\/Shell-[\w-]+\.js$/,
    /\/StudentsPage-[\w-]+\.js$/,
    /\/api\/user$/,
  ];
  await expect
    .poll(() => expected.filter((chunk) => askedWhileHeld.some((path) => chunk.test(path))).length)
    .toBe(expected.length);
  held = false;
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'Liste des élèves' })).toBeVisible();
});

/**
 * Budgets (docs/architecture.md "Decisions", lib/intlData.ts): the first number or date format of a page load reads
 * the browser's data, one long task on a phone. With a stored token, an in-memory worker reads it while the
 * requests travel; the page's main thread makes no format of its own before the shell is drawn, and the CSP lets
 * the worker run.
 */
test('Boot: with a stored token, the number and date data are read in a worker, not in a task of the page before the shell', async ({
  page,
}) => {
  const token = await demoToken(page, 'admin');
  await page.addInitScript((stored) => {
    window.localStorage.setItem('token', stored);
    window.localStorage.setItem('defaultLanguage', 'fr');
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Counted = function (this: unknown, ...args: unknown[]) {
        made.push(`${name} ${document.querySelector('header') ? 'with the shell' : 'before the shell'}`);
        return new Original(...args);
      };
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      made.push(`CSP violation ${event.violatedDirective}`);
    });
  }, token);
  const workers: string[] = [];
  const closed: string[] = [];
  page.on('worker', (worker) => {
    workers.push(worker.url());
    worker.on('close', () => closed.push(worker.url()));
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main-content a[href^="/fullstudents"]').first()).toBeVisible();

  expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(1);
  await expect.poll(() => closed.filter((url) => url.startsWith('blob:')).length).toBe(1);
  const made = await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
  expect(made.length).toBeGreaterThan(0); // the dashboard's figures and dates are formatted...
  expect(made.filter((entry) => !entry.endsWith('with the shell'))).toEqual([]); // ...on the main thread only then
});
