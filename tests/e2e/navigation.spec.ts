import { expect, test, type Locator } from '@playwright/test';
import {
  ADMIN_MENU_ADDITIONS,
  expectPageTitle,
  isPhone,
  LANGS,
  openSideMenu,
  setLanguage,
  signIn,
  tr,
  openAs,
} from './support';

const TITLE_PREFIX = 'Portail École | ';

/** Top-level entries of the side menu (links and group buttons, not the section header). */
const topLevel = (menu: Locator) => menu.locator('nav > ul > li > :is(a, button)');
/** Entries of the open group. */
const children = (menu: Locator) => menu.locator('nav > ul > li > ul > li > a');

test('Route guard: staff opening /cars lands on /unauthorized', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/cars');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expectPageTitle(page, tr('fr', 'unauthorized.title'));
  await expect(page.getByRole('heading', { name: tr('fr', 'routes.cars') })).toHaveCount(0);
});

test('Route guard, Roles and permissions: admin opens /cars; classesPage (admin role, no permission) is open to staff as written; access-management too, but its data is the branch admins’ and the server’s refusal sends staff to /unauthorized', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/cars');
  await expect(page).toHaveURL(/\/cars$/);
  await expectPageTitle(page, tr('fr', 'routes.cars'));

  await page.evaluate(() => window.localStorage.clear());
  await openAs(page, 'staff', '/classesPage');
  await expect(page).toHaveURL(/\/classesPage$/);
  await expectPageTitle(page, tr('fr', 'routes.classesPage'));
  await page.goto('/access-management');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('Side navigation, Menu filter: staff sees only Tableau de bord, Liste des élèves (in Gestion des élèves), Actualités', async ({
  page,
}, testInfo) => {
  await openAs(page, 'staff', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const menu = await openSideMenu(page, 'fr', isPhone(testInfo));
  // The spec's entries, then the pages the spec's menu does not list that staff may open (docs/spec-departures.md).
  await expect(topLevel(menu)).toHaveText([
    'Tableau de bord',
    'Gestion des élèves',
    'Actualités',
    tr('fr', 'menu.classList'),
    tr('fr', 'menu.messaging'),
  ]);

  const group = menu.getByRole('button', { name: 'Gestion des élèves', exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(children(menu)).toHaveText(['Liste des élèves']);

  await menu.getByRole('link', { name: 'Liste des élèves', exact: true }).click();
  await expect(page).toHaveURL(/\/fullstudents$/);
  await expectPageTitle(page, tr('fr', 'routes.fullstudents'));
});

test('Side navigation, Menu behaviour: admin sees every entry; groups open as an accordion, one at a time', async ({
  page,
}, testInfo) => {
  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const menu = await openSideMenu(page, 'fr', isPhone(testInfo));
  const m = (key: string) => tr('fr', `menu.${key}`);

  await expect(topLevel(menu)).toHaveText([
    m('dashboard'),
    m('studentengagment'),
    m('educational'),
    m('students'),
    m('news'),
    m('canteen'),
    m('transport'),
    m('requests'),
    m('lostItems'),
    m('settings'),
    // Then the pages the spec's menu does not list (docs/spec-departures.md).
    ...ADMIN_MENU_ADDITIONS.map((entry) => m(entry.title)),
  ]);
  // The active entry is the current page.
  await expect(menu.getByRole('link', { name: m('dashboard'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const groups: Array<[string, string[]]> = [
    [
      'educational',
      ['classes', 'teachers', 'attendance', 'absences', 'timetable', 'homework', 'reportCards'],
    ],
    ['students', ['preregistrations', 'fullstudents']],
    ['canteen', ['achats', 'ingredients', 'meals', 'programs', 'demandesCantine']],
    ['transport', ['expenses', 'cars', 'drivers', 'lignes']],
    ['lostItems', ['lostItemsList', 'lostItemRequests']],
  ];
  let previous: Locator | null = null;
  for (const [title, items] of groups) {
    const group = menu.getByRole('button', { name: m(title), exact: true });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    if (previous) await expect(previous).toHaveAttribute('aria-expanded', 'false');
    await expect(children(menu)).toHaveText(items.map(m));
    previous = group;
  }
  // Clicking the open parent closes it.
  const last = menu.getByRole('button', { name: m('lostItems'), exact: true });
  await last.click();
  await expect(last).toHaveAttribute('aria-expanded', 'false');
  await expect(children(menu)).toHaveCount(0);
});

test('Menu behaviour: the tab title is "Portail École | " followed by the current path', async ({
  page,
}, testInfo) => {
  await setLanguage(page, 'fr');
  await page.goto('/');
  await expect(page).toHaveTitle(`${TITLE_PREFIX}/`);

  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  await expect(page).toHaveTitle(`${TITLE_PREFIX}/dashboard`);

  const menu = await openSideMenu(page, 'fr', isPhone(testInfo));
  await menu.getByRole('link', { name: tr('fr', 'menu.news'), exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle(`${TITLE_PREFIX}/news`);

  await page.goto('/lost-item-requests');
  await expectPageTitle(page, tr('fr', 'routes.lost-item-requests'));
  await expect(page).toHaveTitle(`${TITLE_PREFIX}/lost-item-requests`);

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(`${TITLE_PREFIX}/no-such-page`);
});

for (const lang of LANGS) {
  const heading = lang === 'fr' ? 'Page introuvable' : tr('ar', 'notFound.title');

  test(`Entry (${lang}): an unknown path shows the not-found page "${heading}"`, async ({ page }) => {
    await setLanguage(page, lang);
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    if (lang === 'fr') {
      // "may have been deleted, renamed or temporarily unavailable"
      await expect(page.getByText(/supprimée, renommée ou est temporairement indisponible/)).toBeVisible();
    } else {
      await expect(page.getByText(tr('ar', 'notFound.body'), { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/cette-page-n-existe-pas$/);
    // Signed out, the page is bare: no top bar, no selector row.
    const selectors = page.getByRole('region', { name: tr(lang, 'selectors.label') });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(selectors).toHaveCount(0);

    // Signed in, a path below a real page is unknown too, and shows inside the shell.
    await openAs(page, 'staff', '/dashboard/extra', lang);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(selectors).toBeVisible();
  });
}
