import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_SCREEN_WAIT_MS } from '../../src/lib/afterFirstScreen.ts';
import { demoToken } from './support';

/** A returning user's storage: the demo token of `account` and the stored language (French unless told). */
async function returning(page: Page, account: 'admin' | 'parent' = 'admin', language = 'fr') {
  const token = await demoToken(page, account);
  await page.addInitScript(
    ([stored, chosen]) => {
      window.localStorage.setItem('token', stored);
      window.localStorage.setItem('defaultLanguage', chosen);
    },
    [token, language] as const,
  );
  return token;
}

/** Holds back the answers for `files` until `release()`, and lists the paths asked for meanwhile. */
async function holdBack(page: Page, files: RegExp) {
  const asked: string[] = [];
  let held = true;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  page.on('request', (request) => {
    if (held) asked.push(new URL(request.url()).pathname);
  });
  await page.route(files, async (route) => {
    await opened;
    await route.continue();
  });
  return {
    asked,
    release: () => {
      held = false;
      open();
    },
  };
}

/**
 * Boot without a waterfall (docs/architecture.md "Decisions"): with a stored token, the app's code, the page's
 * features' texts, the shell, the page of the address and the user (`GET user`, api/earlyAnswers.ts) are asked for at once,
 * beside the shared texts, not each after the one before. The shared French texts are held back here: everything asked for meanwhile did not wait for them.
 */
test('Boot: with a stored token, the app, its texts, the shell, the page and the user are fetched beside the shared texts, not after them', async ({
  page,
}) => {
  await returning(page);

  const held = await holdBack(page, /\/assets\/fr-[\w-]+\.js$/);

  await page.goto('/fullstudents', { waitUntil: 'commit' });
  const expected = [
    /\/startApp-[\w-]+\.js$/,
    /\/texts-students-fr-[\w-]+\.js$/,
    /\/Shell-[\w-]+\.js$/,
    /\/StudentsPage-[\w-]+\.js$/,
    /\/api\/user$/,
  ];
  await expect
    .poll(() => expected.filter((chunk) => held.asked.some((path) => chunk.test(path))).length)
    .toBe(expected.length);
  const later: string[] = [];
  page.on('request', (request) => later.push(new URL(request.url()).pathname));
  held.release();

  await expect(page.getByRole('heading', { level: 1, name: 'Liste des élèves' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Liste des élèves' }).getByRole('row').nth(1)).toBeVisible();
  // The list's level and class filters need the levels (features/school-settings/levels.api.ts), not the school
  // settings' forms and their texts.
  await expect.poll(() => later.includes('/api/school/levels')).toBe(true);
  expect(
    [...held.asked, ...later].filter((path) => /\/(texts-school-settings-|schoolSettings\.api-)/.test(path)),
  ).toEqual([]);
});

/**
 * Boot in two parts (docs/architecture.md "Boot"): the entry holds neither React nor i18next, so it runs while the
 * libraries' chunk (`boot-*.js`, about 85 KB) is still on its way. Held back here: the user, the app's code, the
 * shell, the page and the shared texts are asked for all the same; once it comes, the page is drawn.
 */
test('Boot: with a stored token, the user, the app, the shell, the page and the texts are asked for before React and i18next have arrived', async ({
  page,
}) => {
  await returning(page);

  const held = await holdBack(page, /\/assets\/boot-[\w-]+\.js$/);

  await page.goto('/fullstudents', { waitUntil: 'commit' });
  const expected = [
    /\/api\/user$/,
    /\/startApp-[\w-]+\.js$/,
    /\/Shell-[\w-]+\.js$/,
    /\/StudentsPage-[\w-]+\.js$/,
    /\/texts-students-fr-[\w-]+\.js$/,
    /\/fr-[\w-]+\.js$/,
  ];
  await expect
    .poll(() => expected.filter((file) => held.asked.some((path) => file.test(path))).map(String))
    .toEqual(expected.map(String));
  held.release();

  await expect(page.getByRole('heading', { level: 1, name: 'Liste des élèves' })).toBeVisible();
});

/**
 * A parent's summary is a chunk of its own (features/dashboard/parentPart.ts): a returning parent's boot asks for it
 * with the summary's data while React is still on its way; the office's dashboard never loads it.
 */
test("Boot: a returning parent's dashboard asks for the parent's summary, code and data, before React has arrived", async ({
  page,
}) => {
  await returning(page, 'parent');
  // A first visit stores the parent's choice of child and year, as a returning parent's browser holds it.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Messages récents' })).toBeVisible();

  const held = await holdBack(page, /\/assets\/boot-[\w-]+\.js$/);
  await page.reload({ waitUntil: 'commit' });
  const expected = [
    /\/ParentDashboard-[\w-]+\.js$/,
    /\/api\/dashboard\/parent$/,
    /\/DashboardPage-[\w-]+\.js$/,
  ];
  await expect
    .poll(() => expected.filter((file) => held.asked.some((path) => file.test(path))).map(String))
    .toEqual(expected.map(String));
  held.release();
  await expect(page.getByRole('region', { name: 'Messages récents' })).toBeVisible();
});

test("Boot: the office's dashboard never loads the parent's summary", async ({ page }) => {
  await returning(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Finances' })).toBeVisible();
  expect(asked.filter((path) => path.includes('/assets/DashboardPage-'))).toHaveLength(1);
  expect(asked.filter((path) => /ParentDashboard|\/api\/dashboard\/parent/.test(path))).toEqual([]);
  // It is a file of the build, left unfetched, not a part of the first screen's chunk.
  const built = readdirSync(join(process.cwd(), 'dist', 'assets'));
  expect(built.filter((file) => /^ParentDashboard-[\w-]+\.js$/.test(file))).toHaveLength(1);
});

test('Boot: the sign-in page asks for its texts beside React and i18next, and nothing of the app', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('defaultLanguage', 'fr'));
  const held = await holdBack(page, /\/assets\/boot-[\w-]+\.js$/);

  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => held.asked.some((path) => /\/assets\/fr-[\w-]+\.js$/.test(path))).toBe(true);
  expect(held.asked.filter((path) => /startApp|Shell|\/api\//.test(path))).toEqual([]);
  held.release();

  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
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

/**
 * What only decorates the first screen (lib/afterFirstScreen): the remote texts (about 90 KB), the avatar, the
 * conversations, the notifications behind the bottom bar's badge and the fonts (lib/fonts.ts) wait for the answers the first screen is drawn from, not merely for the browser to be idle. The
 * dashboard's figures are held back here: the browser is idle meanwhile, and none of those is asked for until the
 * figures have come or the wait for them gives up.
 */
test('Boot: the remote texts, the avatar, the conversations, the notifications and the fonts wait for the first screen’s figures, however idle the browser is meanwhile', async ({
  page,
}) => {
  await returning(page);
  const held = await holdBack(page, /\/api\/dashboard\?/);
  const decorations = /\/api\/(traduction\/|userprofilepicture|chat\/conversations|notifications)|\.woff2$/;
  // When each decoration is asked for, from before the navigation's start.
  const decorationsAsked: Array<{ path: string; at: number }> = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (decorations.test(path)) decorationsAsked.push({ path, at: Date.now() });
  });
  const start = Date.now();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect.poll(() => held.asked.filter((path) => path.startsWith('/api/dashboard')).length).toBe(1);
  // Two idle periods of the page go by while its figures are held back.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
  // None is asked for while the figures are held, until the wait for them gives up (lib/afterFirstScreen
  // FIRST_SCREEN_WAIT_MS from the page's load): never sooner, however slow the machine.
  expect(decorationsAsked.filter(({ at }) => at - start < FIRST_SCREEN_WAIT_MS)).toEqual([]);

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  held.release();
  await expect(page.getByRole('heading', { level: 2, name: 'Finances' })).toBeVisible();
  await expect
    .poll(() =>
      ['/api/traduction/fr.json', '/api/userprofilepicture', '/api/notifications'].filter((path) =>
        asked.includes(path),
      ),
    )
    .toEqual(['/api/traduction/fr.json', '/api/userprofilepicture', '/api/notifications']);
});

/**
 * Fonts (docs/architecture.md "Fonts"): bundled, added once the first screen is shown, and the Arabic face only where
 * Arabic is drawn. The figures are first drawn with the fallback sized like Inter; then Inter replaces it.
 */
for (const { language, title, used, unused } of [
  { language: 'fr', title: 'Tableau de bord', used: /\/inter-(400|600)-/, unused: /noto-sans-arabic/ },
  { language: 'ar', title: 'لوحة القيادة', used: /\/noto-sans-arabic-(400|600)-/, unused: null },
] as const) {
  test(`Fonts: bundled and loaded after the first screen; in ${language}, ${unused ? 'Inter only, not the Arabic face' : 'the Arabic face'}`, async ({
    page,
  }) => {
    await returning(page, 'admin', language);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const html = await (await page.goto('/dashboard'))!.text();
    // The faces' stylesheet is named from the first byte, so it is in when it is added; no font is preloaded.
    expect(html).toMatch(/<link rel="preload" as="style" href="\/assets\/fonts-[\w-]+\.css">/);
    expect(html).not.toMatch(/as="font"/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => fonts.filter((path) => used.test(path)).length).toBe(2);
    expect(fonts.every((path) => path.startsWith('/assets/') && path.endsWith('.woff2'))).toBe(true);
    if (unused) {
      // The Arabic face comes only where Arabic is drawn: the demo API is shared by the suite's browsers, and a
      // message in Arabic that another test sends may show on this dashboard (its `unicode-range` then asks for it).
      const arabicDrawn = await page.evaluate(() => /[\u0600-\u06FF]/.test(document.body.innerText));
      if (!arabicDrawn) expect(fonts.filter((path) => unused.test(path))).toEqual([]);
    }
    // The page's text is drawn with the bundled faces once they have come.
    const family = language === 'ar' ? 'Noto Sans Arabic' : 'Inter';
    await expect
      .poll(() =>
        page.evaluate(
          (face) =>
            [...document.fonts]
              .filter((font) => font.family.replaceAll('"', '') === face && font.status === 'loaded')
              .map((font) => font.weight)
              .sort(),
          family,
        ),
      )
      .toEqual(['400', '600']);
  });
}

/** A returning office user whose last visit stored its branch and year; the ids of that branch and year. */
async function returningWithSelection(page: Page) {
  const token = await returning(page);
  const headers = { Authorization: token, WebClientCall: 'true' };
  const user = (await (await page.request.get('/api/user', { headers })).json()) as {
    branchs: Array<{ schoolbranchid: number; years: Array<{ schoolyearid: number }> }>;
  };
  const branch = user.branchs[0]!.schoolbranchid;
  const year = user.branchs[0]!.years[0]!.schoolyearid;
  await page.addInitScript(
    ([branchId, yearId]) => {
      window.localStorage.setItem('SELECTED_BRANCH', String(branchId));
      window.localStorage.setItem('SELECTED_YEAR', String(yearId));
    },
    [branch, year] as const,
  );
  const levels = (await (
    await page.request.get(`/api/school/levels?branch=${branch}&year=${year}`, { headers })
  ).json()) as { items: Array<{ id: number }> };
  return { level: levels.items[0]!.id };
}

/**
 * The student list's first page leaves with the app's code (features/students/early.ts), and the page takes that
 * answer; the levels behind its filters wait for the rows (lib/afterFirstScreen), unless the address filters by one.
 */
test('Boot: the student list’s rows are asked for beside the app’s code; the levels of its filters wait for them', async ({
  page,
}) => {
  const { level } = await returningWithSelection(page);
  const held = await holdBack(page, /\/api\/students\?/);
  await page.goto('/fullstudents?sort=level');
  await expect(page.getByRole('heading', { level: 1, name: /Liste des élèves/ })).toBeVisible();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
  expect(held.asked.filter((path) => path === '/api/students')).toHaveLength(1);
  expect(held.asked.filter((path) => path === '/api/school/levels')).toEqual([]);

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  held.release();
  await expect(page.getByRole('table', { name: 'Liste des élèves' }).getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => asked.includes('/api/school/levels')).toBe(true);
  // The page took the answer asked for at boot: it asked for no page of its own.
  expect(asked.filter((path) => path === '/api/students')).toEqual([]);

  // Filtered by a level, the list names it in its filter: the levels come with the rows.
  const again = await holdBack(page, /\/api\/students\?/);
  await page.goto(`/fullstudents?level=${level}`);
  await expect.poll(() => again.asked.includes('/api/school/levels')).toBe(true);
  expect(again.asked.filter((path) => path === '/api/students')).toHaveLength(1);
  again.release();
});

/**
 * The marks of every first screen (components/LogoMark, components/Flag) are drawn inline: no image is asked for or
 * decoded before it. The students' photos wait for the first screen to be shown (features/students/photo): here the
 * list, filtered by a level, waits for the levels too, which are held back; its rows are drawn meanwhile, with
 * initials, and their photos come once the levels have.
 */
test('Boot: the logo and the flag are drawn inline; the rows’ photos wait for the first screen, drawn with initials meanwhile', async ({
  page,
}) => {
  const { level } = await returningWithSelection(page);
  const held = await holdBack(page, /\/api\/school\/levels\?/);
  // When each photo is asked for, from the navigation's start.
  const photosAsked: number[] = [];
  page.on('request', (request) => {
    if (/^\/api\/students\/\d+\/photo$/.test(new URL(request.url()).pathname)) photosAsked.push(Date.now());
  });
  const start = Date.now();
  await page.goto(`/fullstudents?level=${level}`);
  const rows = page.getByRole('table', { name: 'Liste des élèves' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: /aller au tableau de bord/ }).locator('svg')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Langue :/ }).locator('svg')).toBeVisible();
  // The marks are drawn, not images (the rows' photos are the only images the page may hold).
  expect(await page.locator('img:not(table img)').count()).toBe(0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
  // The levels held, the first screen is not shown: a photo is asked for only once the wait for it gives up
  // (lib/afterFirstScreen FIRST_SCREEN_WAIT_MS), never sooner, however slow the machine.
  expect(photosAsked.filter((at) => at - start < FIRST_SCREEN_WAIT_MS)).toEqual([]);
  await expect(
    page.getByRole('table', { name: 'Liste des élèves' }).getByTestId('photo-initials').first(),
  ).toBeAttached();

  held.release();
  await expect(page.locator('table img[src^="data:image/"]').first()).toBeVisible();
});
