import AxeBuilder from '@axe-core/playwright';
import {
  devices,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { addDays, weekStartOf } from '../../src/domain/canteen.ts';
import { todayIso } from '../../src/domain/dates.ts';
import { frenchDe } from '../../src/i18n/elision';
import { closedDaysOf } from '../../src/mocks/school-settings/calendar.ts';
import { readLocale } from '../../src/i18n/localeFiles';

/**
 * Shared helpers of the browser suite. Texts the spec fixes ("Page introuvable", the logout toast, the menu
 * entries) are written out in the specs; other labels (buttons, fields) come from the bundled locale files,
 * so rewording a button does not break the suite while a wrong spec text still does.
 */

export type Lang = 'fr' | 'ar';
export const LANGS: Lang[] = ['fr', 'ar'];

type Messages = { [key: string]: string | Messages };

function loadMessages(lang: Lang): Messages {
  return readLocale(lang) as Messages;
}

const MESSAGES: Record<Lang, Messages> = { fr: loadMessages('fr'), ar: loadMessages('ar') };

/** A bundled translation, e.g. `tr('fr', 'login.submit')`, with `{{name}}` placeholders filled. */
export function tr(lang: Lang, key: string, values: Record<string, string> = {}): string {
  let node: string | Messages | undefined = MESSAGES[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`Missing ${lang} translation ${key}`);
  // `{{name, de}}`: the French "de" before a name, elided as the app does (i18n/elision.ts).
  return node.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (_, name: string, format?: string) =>
    format === 'de' ? frenchDe(values[name] ?? '') : (values[name] ?? ''),
  );
}

export const DEMO_PASSWORD = 'demo1234';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.test', name: 'Samira Benali', isParent: false },
  staff: { email: 'staff@demo.test', name: 'Youssef Alaoui', isParent: false },
  parent: { email: 'parent@demo.test', name: 'Karim El Idrissi', isParent: true },
  /** A teacher of branch 1 (the teacher role alone): CM1 A is her class. */
  teacher: { email: 'teacher.1@demo.test', name: 'Salma Bennis', isParent: false },
  /** The accounting office of Marrakech (branch 3), where the parent's second child is. */
  accounting3: { email: 'accounting.3@demo.test', name: 'Omar Fassi', isParent: false },
} as const;
export type AccountKey = keyof typeof ACCOUNTS;
/** The three accounts the README names first, each signed in through the form in every language. */
export const ACCOUNT_KEYS: readonly AccountKey[] = ['admin', 'staff', 'parent'];

/** The parent's two children (seed) and the branch each one is in. */
export const CHILDREN = [
  { name: 'Yasmine El Idrissi', branch: 'Casablanca Anfa' },
  { name: 'Adam El Idrissi', branch: 'Marrakech Guéliz' },
] as const;

export const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';

/**
 * Stores the interface language under the spec's key (`defaultLanguage`) before the app's first script runs,
 * once per tab: later reloads see whatever the app (or a logout) left in storage.
 */
export async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((language) => {
    // Once per tab: the flag is a cookie, which the portal's logout (clearing both storages) leaves alone.
    if (document.cookie.split('; ').includes('e2e-language-set=1')) return;
    document.cookie = 'e2e-language-set=1; path=/';
    window.localStorage.setItem('defaultLanguage', language);
  }, lang);
}

export async function expectDocumentLanguage(page: Page, lang: Lang): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** Fills and sends the sign-in form at `/` (the page must be open). */
export async function submitSignIn(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  await page.getByLabel(tr(lang, 'login.email'), { exact: true }).fill(email);
  await page.getByLabel(tr(lang, 'login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr(lang, 'login.submit'), exact: true }).click();
}

/** Signs in through the sign-in page and waits for the dashboard (Entry). */
export async function signIn(page: Page, account: AccountKey, lang: Lang = 'fr'): Promise<void> {
  await setLanguage(page, lang);
  await page.goto('/');
  await submitSignIn(page, lang, ACCOUNTS[account].email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectPageTitle(page, tr(lang, 'routes.dashboard'));
}

/** A 390x844 phone, as the phone project has it. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
} as const;
/** A 1440x900 desktop, as the desktop project has it. */
export const DESKTOP_CONTEXT = { viewport: { width: 1440, height: 900 } } as const;

/**
 * A browser of its own (own storage, so its own session) for a journey between two people, e.g. the parent's
 * phone beside the office's desktop. Journeys set up both browsers themselves, so they live in
 * `*.desktop.spec.ts` files and run once.
 */
export async function newBrowserPage(
  browser: Browser,
  options: typeof PHONE_CONTEXT | typeof DESKTOP_CONTEXT,
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    ...options,
    locale: 'fr-FR',
    baseURL: test.info().project.use.baseURL,
  });
  return [context, await context.newPage()];
}

/** A mark no other run or parallel test uses (the suite shares one demo API for the whole run). */
export const runId = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A session token of a demo account, from the demo API's sign-in (nothing stored in the page). */
export async function demoToken(page: Page, account: AccountKey): Promise<string> {
  const response = await page.request.post('/api/login', {
    data: { email: ACCOUNTS[account].email, password: DEMO_PASSWORD },
    headers: { WebClientCall: 'true', Authorization: 'null' },
  });
  expect(response.ok(), `demo sign-in of ${account}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Opens `path` already signed in as `account`, without going through the sign-in page: the token comes from
 * `POST login` of the demo API and is stored (with the language) before the app's first script runs, as a
 * returning user's browser would hold it. For tests whose subject is not the sign-in itself (the sign-in has
 * its own specs); it saves the sign-in page, the dashboard and a menu click per test.
 */
export async function openAs(
  page: Page,
  account: AccountKey,
  path: string,
  lang: Lang = 'fr',
): Promise<void> {
  const token = await demoToken(page, account);
  await page.addInitScript(
    ([storedToken, language]) => {
      // Once per call: a later openAs in the same tab (another account) stores its own token.
      // The flags are cookies, which the portal's logout (clearing both storages) leaves alone: after it the
      // token is not stored again.
      const flag = `e2e-session-${storedToken.replace(/[^A-Za-z0-9]/g, '')}`;
      if (document.cookie.split('; ').includes(`${flag}=1`)) return;
      document.cookie = `${flag}=1; path=/`;
      document.cookie = 'e2e-language-set=1; path=/';
      window.localStorage.setItem('token', storedToken);
      window.localStorage.setItem('defaultLanguage', language);
    },
    [token, lang] as const,
  );
  await page.goto(path);
}

/** The page heading, once the route transition (fade and slide, 0.5 s) has finished. */
export async function expectPageTitle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await settled(page);
}

/** Waits until no animation runs and the page's content is fully opaque, so contrast checks see the real page. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const moving = document.getAnimations().some((animation) => animation.playState === 'running');
          const content = document.querySelector('#main-content > *');
          const style = content ? getComputedStyle(content) : null;
          const still =
            !style ||
            (style.opacity === '1' && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(style.transform));
          return !moving && still;
        }),
      { message: 'page transition should finish', intervals: [100] },
    )
    .toBe(true);
}

/** The side menu: the fixed sidebar on desktop, the off-canvas menu (opened from the top bar) on a phone. */
export async function openSideMenu(page: Page, lang: Lang, phone: boolean): Promise<Locator> {
  if (!phone) {
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    return sidebar;
  }
  await page.getByRole('button', { name: tr(lang, 'menu.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'menu.label'), exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Runs axe and fails, listing them, on violations of impact serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
  // Colours are checked once short entrances and fades (toasts, dialogs, theme changes) are over, and none has
  // begun for 150 ms (a toast that an answer raises just after the dialog it follows); a toast's five-second
  // progress bar is not waited for.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const moving = () =>
          document.getAnimations().some((animation) => {
            const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
            return animation.playState === 'running' && duration <= 1000;
          });
        if (moving()) return true;
        await new Promise((resolve) => setTimeout(resolve, 150));
        return moving();
      }),
    )
    .toBe(false);
  // Every rule axe runs by default, in the page itself: the portal has no frame from another origin, which is all
  // that axe's default mode (a partial run per frame, then a blank page to merge them) adds, at twice the time.
  // Only the violations are reported in full; what passed is counted, not listed node by node.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map(
      (violation) =>
        `- [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(
    serious.map((violation) => violation.id),
    `axe on ${what}: serious or critical violations\n${report}`,
  ).toEqual([]);
}

/**
 * Scrolls the page down to its end a screen at a time, as a reader would: the parts that load as they come near
 * (components/WhenNear: the dashboard's lower cards and charts) are asked for on the way.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      // Two frames: the intersection observers see this position before the next step.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (!atEnd) continue;
    // At the end: a part that loaded meanwhile may have pushed the next ones further down; go on while the page grows.
    // A part brings its code, its texts and its data: on a loaded machine that can take a few seconds.
    const grew = await page
      .waitForFunction(
        () => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2,
        undefined,
        { timeout: 4000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!grew) return;
  }
}

/**
 * The value shown by one of the selector row's selects (by the id of its control): the stand-in's until react-select
 * is loaded on first use (components/DeferredSelect), then the react-select control's.
 */
export function selectorValue(page: Page, inputId: string): Locator {
  return page.locator(`label[for="${inputId}"] + div`).locator('[class*="singleValue"], [data-select-value]');
}

/** The document's scroll width against the viewport's, to detect horizontal scrolling. */
export async function documentWidths(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/**
 * Relative luminance (0 black .. 1 white) of an element's computed background colour. The colour goes through a
 * canvas, so any CSS colour syntax (rgb, oklch, ...) is read the same way.
 */
export async function backgroundLuminance(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  });
}

/** One entry of the admin's side menu (Side navigation): a link, or a group of child links. */
export interface AdminMenuEntry {
  /** Key under `menu.` of the entry's title. */
  title: string;
  /** Route of a link entry (its page title is `routes.<link>`). */
  link?: string;
  /** `titleKey`: the page title's key when it is not `routes.<link>` (a sub-path such as `attendance/absences`). */
  children?: ReadonlyArray<{ title: string; link: string; titleKey?: string }>;
}

/** The key of the page title a menu child leads to: its own, else `routes.<link>`. */
export function childPageTitleKey(child: { link: string; titleKey?: string }): string {
  return child.titleKey ?? `routes.${child.link}`;
}

/** Every entry the admin sees, in the spec's order (Side navigation). */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { title: 'dashboard', link: 'dashboard' },
  { title: 'studentengagment', link: 'studentengagment' },
  {
    title: 'educational',
    children: [
      { title: 'classes', link: 'gestion-pedarogique' },
      { title: 'teachers', link: 'teachers-profiles' },
      { title: 'attendance', link: 'attendance' },
      { title: 'absences', link: 'attendance/absences' },
      { title: 'timetable', link: 'timetable' },
      { title: 'homework', link: 'homework' },
      { title: 'reportCards', link: 'report-cards' },
    ],
  },
  {
    title: 'students',
    children: [
      { title: 'preregistrations', link: 'preregistrations' },
      { title: 'fullstudents', link: 'fullstudents' },
    ],
  },
  { title: 'news', link: 'news' },
  {
    title: 'canteen',
    children: [
      { title: 'achats', link: 'achats' },
      { title: 'ingredients', link: 'ingredients' },
      { title: 'meals', link: 'meals' },
      { title: 'programs', link: 'programs' },
      { title: 'demandesCantine', link: 'demandes-cantine' },
    ],
  },
  {
    title: 'transport',
    children: [
      { title: 'expenses', link: 'expenses' },
      { title: 'cars', link: 'cars' },
      { title: 'drivers', link: 'drivers' },
      { title: 'lignes', link: 'lignes' },
    ],
  },
  { title: 'requests', link: 'gestion-demandes' },
  {
    title: 'lostItems',
    children: [
      { title: 'lostItemsList', link: 'lost-items' },
      { title: 'lostItemRequests', link: 'lost-item-requests' },
    ],
  },
  { title: 'settings', link: 'settings' },
];

/**
 * The pages the spec's menu does not list that the admin sees after it, in order (docs/spec-departures.md, "Menu";
 * `MENU_ADDITIONS` in src/features/shell/useMenuEntries.ts). Their "Autres pages" header is not a link.
 */
export const ADMIN_MENU_ADDITIONS: readonly AdminMenuEntry[] = [
  { title: 'overdue', link: 'overdueList' },
  { title: 'classList', link: 'classesPage' },
  { title: 'diagevaluation', link: 'diagevaluation' },
  { title: 'messaging', link: 'messagerie' },
];

/** The header's sun/moon button (Appearance), whatever its current state. */
export function darkModeToggle(page: Page, lang: Lang): Locator {
  return page.getByRole('banner').getByRole('button', {
    name: new RegExp(
      `^(${escapeRegExp(tr(lang, 'header.darkMode'))}|${escapeRegExp(tr(lang, 'header.lightMode'))})$`,
    ),
  });
}

/** Opens the theme customizer from the header's palette button and returns its drawer. */
export async function openCustomizer(page: Page, lang: Lang): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(lang, 'header.openCustomizer'), exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: tr(lang, 'customizer.title'), exact: true });
  await expect(drawer).toBeVisible();
  return drawer;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A value the app stored in localStorage (raw JSON text), or null. */
export async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/**
 * The keys of what the portal keeps for a parent to read offline (src/api/keptAnswers.ts: IndexedDB
 * `portail-kept`), or [] when nothing is. Read without creating the database when it does not exist.
 */
export async function keptForOffline(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('portail-kept')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('portail-kept');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('cannot open portail-kept'));
    });
    try {
      if (!db.objectStoreNames.contains('answers')) return [];
      return await new Promise<string[]>((resolve, reject) => {
        const keys = db.transaction('answers').objectStore('answers').getAllKeys();
        keys.onsuccess = () => resolve(keys.result.map(String).sort());
        keys.onerror = () => reject(keys.error ?? new Error('cannot read portail-kept'));
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Goes to `path` inside the running app, as a link would (history entry and router, no reload), and waits for the
 * new page's h1 (`title`, or any h1 other than the previous page's) with its transition finished and nothing left
 * loading (aria-busy).
 */
export async function goInApp(page: Page, path: string, title?: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  const before = title === undefined ? await h1.first().textContent() : null;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (title !== undefined) await expectPageTitle(page, title);
  else {
    await expect(h1).toHaveCount(1);
    await expect(h1).not.toHaveText(before ?? '');
    await settled(page);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The Mondays of the first `count` school weeks from `weeksAhead` weeks ahead whose five days are all open: the
 * school's holidays (src/mocks/school-settings/calendar.ts) are skipped, as a test booking or publishing a meal on a
 * closed day would be refused. Tests that share the demo API take different weeks of the list.
 */
export function openWeeksAhead(weeksAhead: number, count: number): string[] {
  const today = todayIso();
  const closed = new Set(
    closedDaysOf({ startDate: addDays(today, -366), endDate: addDays(today, 366) }).map((day) => day.date),
  );
  const weeks: string[] = [];
  for (
    let week = addDays(weekStartOf(today), 7 * weeksAhead);
    weeks.length < count;
    week = addDays(week, 7)
  ) {
    if ([0, 1, 2, 3, 4].every((day) => !closed.has(addDays(week, day)))) weeks.push(week);
  }
  return weeks;
}

/**
 * The Monday of the week "copy the previous week" takes its menus from for `week`: the last week before it with a
 * school day open, past the holidays (ProgramsPage).
 */
export function weekCopiedInto(week: string): string {
  const closed = new Set(
    closedDaysOf({ startDate: addDays(week, -366), endDate: week }).map((day) => day.date),
  );
  let from = addDays(week, -7);
  while ([0, 1, 2, 3, 4].every((day) => closed.has(addDays(from, day)))) from = addDays(from, -7);
  return from;
}

/**
 * The Monday of the last school week before this one whose five days were all open (the holidays skipped): a week
 * whose roll calls may be taken again, every one of them in the past. `earlier` open weeks before it when asked.
 */
export function lastOpenWeek(earlier = 0): string {
  const today = todayIso();
  const closed = new Set(
    closedDaysOf({ startDate: addDays(today, -366), endDate: today }).map((day) => day.date),
  );
  const open = (week: string) => [0, 1, 2, 3, 4].every((day) => !closed.has(addDays(week, day)));
  let week = addDays(weekStartOf(today), -7);
  for (let skipped = -1; skipped < earlier; skipped += 1) {
    if (skipped >= 0) week = addDays(week, -7);
    while (!open(week)) week = addDays(week, -7);
  }
  return week;
}
