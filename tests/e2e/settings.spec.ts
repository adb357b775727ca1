import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

// The settings hub in fr and ar, desktop and phone, axe-clean; a settings page leads back to it.
for (const lang of LANGS) {
  test(`settings hub (${lang}): every area the admin may open, grouped and searchable, and the way back, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/settings', lang);
    await expectPageTitle(page, tr(lang, 'routes.settings'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(6);
    await expect(main.getByRole('link')).toHaveCount(11);
    await expectNoSeriousA11yViolations(page, `settings hub ${lang}`);
    const [scroll, width] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(width!);

    await page
      .getByLabel(tr(lang, 'settingsHub.search'))
      .fill(tr(lang, 'settingsHub.areas.documentTypes.title'));
    await expect(main.getByRole('link')).toHaveCount(1);
    await main
      .getByRole('link', { name: new RegExp(tr(lang, 'settingsHub.areas.documentTypes.title')) })
      .click();
    await expectPageTitle(page, tr(lang, 'routes.files-types-management-config'));
    await page.getByRole('link', { name: tr(lang, 'shell.backToSettings'), exact: true }).click();
    await expectPageTitle(page, tr(lang, 'routes.settings'));
  });
}
