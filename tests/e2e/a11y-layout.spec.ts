import { expect, test, type Page } from '@playwright/test';
import {
  openAs,
  ACCOUNTS,
  expectDocumentLanguage,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openSideMenu,
  setLanguage,
  settled,
  signIn,
  submitSignIn,
  tr,
} from './support';

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

for (const lang of LANGS) {
  test(`a11y (${lang}): the sign-in page, also with its error, has no serious or critical axe violation`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await page.goto('/');
    await expectDocumentLanguage(page, lang);
    await expect(page.getByRole('button', { name: tr(lang, 'login.submit'), exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `sign-in page (${lang})`);

    await submitSignIn(page, lang, ACCOUNTS.admin.email, 'wrong');
    await expect(page.getByRole('alert').filter({ hasText: tr(lang, 'login.errors.invalid') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `sign-in page with error (${lang})`);
  });

  test(`a11y (${lang}): the dashboard (menus open too) and /unauthorized (Guard) have no serious or critical axe violation`, async ({
    page,
  }, testInfo) => {
    // The parent's shell has the most controls (student, year and branch selectors).
    await openAs(page, 'parent', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    await expectNoSeriousA11yViolations(page, `dashboard (${lang})`);

    // With the menus open: the user menu from md up, the off-canvas side menu below xl.
    if (isPhone(testInfo)) {
      const menu = await openSideMenu(page, lang, true);
      await settled(page);
      await expectNoSeriousA11yViolations(page, `dashboard with the side menu open (${lang})`);
      await menu.getByRole('button', { name: tr(lang, 'menu.close'), exact: true }).click();
      await expect(menu).toBeHidden();
    } else {
      const name = tr(lang, 'header.userMenu', { name: ACCOUNTS.parent.name });
      await page.getByRole('button', { name, exact: true }).click();
      await expect(
        page.getByRole('menu', { name: tr(lang, 'header.userMenuLabel'), exact: true }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `dashboard with the user menu open (${lang})`);
      await page.keyboard.press('Escape');
    }

    await page.goto('/cars');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expectPageTitle(page, tr(lang, 'unauthorized.title'));
    await expectNoSeriousA11yViolations(page, `/unauthorized (${lang})`);
  });

  test(`a11y (${lang}): the not-found page (Entry) has no serious or critical axe violation`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await page.goto('/page-inconnue');
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'notFound.title') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `not-found page (${lang})`);
  });

  test(`layout (${lang}): no horizontal scroll at 360 px on the sign-in page and the dashboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await setLanguage(page, lang);
    await page.goto('/');
    await expect(page.getByRole('button', { name: tr(lang, 'login.submit'), exact: true })).toBeVisible();
    expect((await horizontalOverflow(page)).scrollWidth, 'sign-in page width').toBeLessThanOrEqual(360);

    for (const account of ['parent', 'admin'] as const) {
      // Start the second account from a clean slate, as after a logout, keeping the language.
      await page.evaluate((language) => {
        window.localStorage.clear();
        window.localStorage.setItem('defaultLanguage', language);
      }, lang);
      await signIn(page, account, lang);
      const { scrollWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `dashboard width for ${account} (${lang})`).toBeLessThanOrEqual(360);
    }
  });
}
