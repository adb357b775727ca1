import { expect, test } from '@playwright/test';
import {
  documentWidths,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  tr,
} from './support';

/**
 * The canteen's office pages in fr and ar, on a desktop and a 390 px phone: each shows its records (rows on a desktop,
 * cards on a phone), the programs page its five school days, without sideways scrolling, axe-clean.
 */
const GROUPS = [
  ['ingredients', 'achats'],
  ['meals', 'demandes-cantine'],
] as const;

for (const lang of LANGS) {
  for (const routes of GROUPS) {
    test(`canteen (${lang}): ${routes.join(' and ')} show their records, axe-clean`, async ({
      page,
    }, testInfo) => {
      const phone = isPhone(testInfo);
      await openAs(page, 'admin', `/${routes[0]}`, lang);
      for (const [index, route] of routes.entries()) {
        if (index > 0) await page.goto(`/${route}`);
        await expectPageTitle(page, tr(lang, `routes.${route}`));
        const main = page.locator('#main-content');
        await expect(phone ? main.getByRole('listitem').first() : main.getByRole('row').nth(1)).toBeVisible();
        const widths = await documentWidths(page);
        expect(widths.scrollWidth, `${route}: no sideways scrolling`).toBeLessThanOrEqual(widths.clientWidth);
        await expectNoSeriousA11yViolations(page, `${route} (${lang})`);
      }
    });
  }

  test(`canteen (${lang}): the programs page shows the week's grid and what it needs, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/programs', lang);
    await expectPageTitle(page, tr(lang, 'routes.programs'));
    await expect(page.getByRole('region', { name: tr(lang, 'canteen.forecast.title') })).toBeVisible();
    // Five school days, four courses each.
    await expect(page.locator('#main-content select')).toHaveCount(20);
    const widths = await documentWidths(page);
    expect(widths.scrollWidth, 'programs: no sideways scrolling').toBeLessThanOrEqual(widths.clientWidth);
    await expectNoSeriousA11yViolations(page, `programs (${lang})`);
  });
}
