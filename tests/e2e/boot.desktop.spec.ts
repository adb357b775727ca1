import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support';

/**
 * Boot without a waterfall (docs/architecture.md "Decisions"): with a stored token, the app's code, the page's
 * features' texts, the shell, the page of the address and the user (`GET user`, api/earlyAnswers.ts) are asked for at once,
 * beside the shared texts, not each after the one before. The shared French texts are held back here: everything asked for meanwhile did not wait for them.
 */
test('Boot: with a stored token, the app, its texts, the shell, the page and the user are fetched beside the shared texts, not after them', async ({
  page,
}) => {
  const login = await page.request.post('/api/login', {
    data: { email: ACCOUNTS.admin.email, password: DEMO_PASSWORD },
    headers: { WebClientCall: 'true', Authorization: 'null' },
  });
  const { token } = (await login.json()) as { token: string };
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
