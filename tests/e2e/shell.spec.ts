import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, statSync } from 'node:fs';
import {
  openAs,
  ACCOUNTS,
  ADMIN_MENU,
  childPageTitleKey,
  darkModeToggle,
  documentWidths,
  escapeRegExp,
  expectDocumentLanguage,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openCustomizer,
  openSideMenu,
  settled,
  stored,
  tr,
  type Lang,
} from './support';

/**
 * The themed shell in both projects: the admin reaches every menu entry, the off-canvas
 * menu, dark mode and its persistence, the customizer drawer, the bottom bar, /profile and /notifications, and
 * screenshots of the dashboard shell in fr/ar, light/dark.
 */

const m = (key: string) => tr('fr', `menu.${key}`);

/** A top-level link of the side menu, never a group's child of the same name. */
function topLink(menu: Locator, page: Page, name: string): Locator {
  return menu.locator('nav > ul > li > a').and(page.getByRole('link', { name, exact: true }));
}

/** The child link `name` of the group whose button is `group`. */
function childLink(group: Locator, name: string): Locator {
  return group.locator('xpath=..').getByRole('link', { name, exact: true });
}

/** Opens the profile page the way the user does: bottom bar on a phone, user menu from md up. */
async function openProfile(page: Page, lang: Lang, phone: boolean): Promise<void> {
  if (phone) {
    await page
      .getByRole('navigation', { name: tr(lang, 'bottomBar.label'), exact: true })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(tr(lang, 'bottomBar.profile'))}`) })
      .click();
  } else {
    await page
      .getByRole('button', { name: tr(lang, 'header.userMenu', { name: ACCOUNTS.admin.name }), exact: true })
      .click();
    await page.getByRole('menuitem', { name: tr(lang, 'header.profile'), exact: true }).click();
  }
  await expect(page).toHaveURL(/\/profile$/);
  await expectPageTitle(page, tr(lang, 'routes.profile'));
}

/**
 * The admin's menu in parts of a few pages each (every entry and child is in one part, in the spec's order), so
 * that each test stays well inside its time limit on a slower machine.
 */
const MENU_PARTS: ReadonlyArray<readonly string[]> = [
  ['dashboard', 'studentengagment'],
  ['educational'],
  ['students', 'news'],
  ['canteen'],
  ['transport', 'requests'],
  ['lostItems', 'settings'],
];

test('Side navigation: the parts of the menu walked below cover every entry of the admin, in order', () => {
  expect(MENU_PARTS.flat()).toEqual(ADMIN_MENU.map((entry) => entry.title));
});

for (const part of MENU_PARTS) {
  test(`Side navigation, Menu behaviour (${part.join(', ')}): the admin reaches each entry and each child from the side menu; the page title and URL follow, the active entry has aria-current="page"`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await openAs(page, 'admin', '/dashboard');
    await expectPageTitle(page, tr('fr', 'routes.dashboard'));
    let menu = await openSideMenu(page, 'fr', phone);

    const visit = async (link: Locator, route: string, titleKey = `routes.${route}`) => {
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${route}$`));
      await expectPageTitle(page, tr('fr', titleKey));
      if (phone) {
        // The off-canvas menu closes on navigation; open it again to see the highlighted entry.
        await expect(menu).toBeHidden();
        menu = await openSideMenu(page, 'fr', true);
      }
    };

    for (const entry of ADMIN_MENU.filter((each) => part.includes(each.title))) {
      if (entry.link) {
        await visit(topLink(menu, page, m(entry.title)), entry.link);
        await expect(topLink(menu, page, m(entry.title))).toHaveAttribute('aria-current', 'page');
        continue;
      }
      for (const item of entry.children ?? []) {
        const group = menu.getByRole('button', { name: m(entry.title), exact: true });
        // The open parent follows the current path: a group already open stays open (clicking it would close it).
        // A tap that lands while the menu's scroll area is swapped for simplebar's (its code arriving after the
        // first screen) reaches the element being replaced: the user taps again.
        await expect(async () => {
          if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
          await expect(group).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
        }).toPass({ timeout: 15_000 });
        await visit(childLink(group, m(item.title)), item.link, childPageTitleKey(item));
        const reopened = menu.getByRole('button', { name: m(entry.title), exact: true });
        await expect(reopened).toHaveAttribute('aria-expanded', 'true');
        await expect(childLink(reopened, m(item.title))).toHaveAttribute('aria-current', 'page');
      }
    }
    // Exactly one entry is the current page.
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  });
}

test('Menu behaviour, Sidebar and mobile menu: below xl the off-canvas menu has a close button and a backdrop; each closes it', async ({
  page,
}, testInfo) => {
  // Phones, and on the desktop project a 1024 px tablet: the off-canvas menu serves every width below xl.
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 1024, height: 768 });
  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const toggle = page.getByRole('button', { name: tr('fr', 'menu.open'), exact: true });
  await expect(page.getByTestId('sidebar')).toBeHidden();

  let menu = await openSideMenu(page, 'fr', true);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const backdrop = page.getByTestId('mobile-menu-backdrop');
  await expect(backdrop).toBeVisible();
  await menu.getByRole('button', { name: tr('fr', 'menu.close'), exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(backdrop).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  menu = await openSideMenu(page, 'fr', true);
  // Click the backdrop beside the panel (the panel covers the inline-start side).
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no menu box or viewport');
  await backdrop.click({ position: { x: box.x + box.width + (viewport.width - box.width) / 2, y: 400 } });
  await expect(menu).toBeHidden();
  await expect(backdrop).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const lang of LANGS) {
  test(`Appearance (${lang}): the header sun/moon toggle puts dark/light on <body> and survives a reload; the palette button opens the customizer, Escape closes it; no serious axe violation (dark dashboard, customizer light and dark); dashboard shell screenshots light and dark`, async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name;
    await openAs(page, 'admin', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    await expectDocumentLanguage(page, lang);
    const body = page.locator('body');
    await expect(body).toHaveClass(/\blight\b/);
    await expect(body).not.toHaveClass(/\bdark\b/);

    const shoot = async (theme: 'light' | 'dark') => {
      await settled(page);
      const file = testInfo.outputPath(`dashboard-shell-${project}-${lang}-${theme}.png`);
      await page.screenshot({ path: file });
      expect(existsSync(file), `screenshot ${file}`).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(1000);
    };
    /** The header palette button opens the drawer; axe on it; Escape closes it. */
    const checkCustomizer = async (what: string) => {
      const drawer = await openCustomizer(page, lang);
      await expect(
        drawer.getByRole('switch', { name: tr(lang, 'customizer.darkMode'), exact: true }),
      ).toBeVisible();
      await expect(
        drawer.getByRole('group', { name: tr(lang, 'customizer.type.label'), exact: true }),
      ).toBeVisible();
      await settled(page);
      await expectNoSeriousA11yViolations(page, `the open customizer (${what})`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    };

    await shoot('light');
    await checkCustomizer(`light, ${lang}, ${project}`);

    const toggle = darkModeToggle(page, lang);
    await expect(toggle).toHaveAccessibleName(tr(lang, 'header.darkMode'));
    await toggle.click();
    await expect(body).toHaveClass(/\bdark\b/);
    await expect(body).not.toHaveClass(/\blight\b/);
    await expect(toggle).toHaveAccessibleName(tr(lang, 'header.lightMode'));
    expect(await stored(page, 'darkMode')).toBe('true');

    await page.reload();
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    await expectDocumentLanguage(page, lang);
    await expect(body).toHaveClass(/\bdark\b/);
    await expect(body).not.toHaveClass(/\blight\b/);
    await expectNoSeriousA11yViolations(page, `dashboard in dark mode (${lang}, ${project})`);
    await shoot('dark');
    await checkCustomizer(`dark, ${lang}, ${project}`);

    await darkModeToggle(page, lang).click();
    await expect(body).toHaveClass(/\blight\b/);
    await expect(body).not.toHaveClass(/\bdark\b/);
    expect(await stored(page, 'darkMode')).toBe('false');
  });
}

test('Menu behaviour: below md the bottom bar has Messages, Profil, Notifications with the real unread counts (not the fixed 10 and 2), the active link highlighted; from md up it is hidden and the header shows the messages icon and the user menu instead', async ({
  page,
}, testInfo) => {
  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const bar = page.getByRole('navigation', { name: tr('fr', 'bottomBar.label'), exact: true });
  const banner = page.getByRole('banner');
  const headerMessages = banner.getByLabel(/^Messages/);
  const userMenu = banner.getByRole('button', {
    name: tr('fr', 'header.userMenu', { name: ACCOUNTS.admin.name }),
    exact: true,
  });
  const expectMediumUp = async () => {
    await expect(bar).toBeHidden();
    await expect(headerMessages).toBeVisible();
    await expect(userMenu).toBeVisible();
  };
  if (!isPhone(testInfo)) {
    await expectMediumUp();
    await page.setViewportSize({ width: 767, height: 900 });
  }
  await expect(bar).toBeVisible();
  await expect(headerMessages, 'the header messages icon is for md and up').toBeHidden();
  await expect(userMenu, 'the user menu is for md and up').toBeHidden();
  const links = bar.getByRole('link');
  await expect(links).toHaveCount(3);
  const [messages, profile, notifications] = [links.nth(0), links.nth(1), links.nth(2)];
  await expect(messages).toContainText('Messages');
  await expect(profile).toContainText('Profil');
  await expect(notifications).toContainText('Notifications');
  await expect(links.and(page.locator('[aria-current="page"]'))).toHaveCount(0);

  await notifications.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const title = page.getByRole('heading', { level: 1, name: /^Notifications/ });
  await expect(title).toBeVisible();
  await settled(page);
  // The badge is the page's own unread count (docs/spec-departures.md), none when zero.
  const unread = Number(/\((\d+) non lue?s?\)/.exec((await title.textContent()) ?? '')?.[1] ?? 0);
  const badge = notifications.getByTestId('bottom-bar-badge');
  if (unread > 0) await expect(badge).toHaveText(String(unread));
  else await expect(badge).toHaveCount(0);
  await expect(notifications).toHaveAttribute('aria-current', 'page');
  await expect(messages).not.toHaveAttribute('aria-current', 'page');
  await expect(profile).not.toHaveAttribute('aria-current', 'page');
  const color = (link: Locator) => link.evaluate((element) => getComputedStyle(element).color);
  expect(await color(notifications), 'the active link stands out').not.toBe(await color(messages));
  expect(await color(messages)).toBe(await color(profile));

  await profile.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(profile).toHaveAttribute('aria-current', 'page');
  await expect(notifications).not.toHaveAttribute('aria-current', 'page');

  if (!isPhone(testInfo)) {
    await page.setViewportSize({ width: 768, height: 900 });
    await expectMediumUp();
  }
});

for (const lang of LANGS) {
  test(`Product Profile and notifications (${lang}): /profile and /notifications open from the shell, have no serious axe violation and no horizontal scroll at 360 px`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await openAs(page, 'admin', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));

    await openProfile(page, lang, phone);
    await expect(page.locator('#main-content')).toContainText(ACCOUNTS.admin.email);
    await expectNoSeriousA11yViolations(page, `/profile (${lang})`);

    if (phone) {
      await page
        .getByRole('navigation', { name: tr(lang, 'bottomBar.label'), exact: true })
        .getByRole('link', { name: new RegExp(escapeRegExp(tr(lang, 'bottomBar.notifications'))) })
        .click();
    } else {
      await page.goto('/notifications');
    }
    await expect(page).toHaveURL(/\/notifications$/);
    const heading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${escapeRegExp(tr(lang, 'routes.notifications'))}`),
    });
    await expect(heading).toBeVisible();
    // The demo API seeds some notifications.
    await expect(page.locator('#main-content li').first()).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `/notifications (${lang})`);

    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ['/notifications', '/profile'] as const) {
      if (path === '/profile') {
        await page.goto(path);
        await expectPageTitle(page, tr(lang, 'routes.profile'));
      }
      await settled(page);
      const { scrollWidth } = await documentWidths(page);
      expect(scrollWidth, `${path} width at 360 px (${lang})`).toBeLessThanOrEqual(360);
    }
  });
}

test('Logout: the profile page offers "Se déconnecter" (the way out on phones); it shows "Utilisateur déconnecté avec succès." and ends on /', async ({
  page,
}, testInfo) => {
  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  await openProfile(page, 'fr', isPhone(testInfo));
  const logout = page.locator('#main-content').getByRole('button', { name: 'Se déconnecter', exact: true });
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(
    page.locator('.Toastify__toast-container--top-right').getByText('Utilisateur déconnecté avec succès.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'login.title') })).toBeVisible();
  expect(await stored(page, 'token')).toBeNull();
});
