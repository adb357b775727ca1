import { expect, test } from '@playwright/test';
import { documentWidths, expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

/**
 * The transport office's pages on a 390 px phone, in fr and ar (the desktop journeys are in
 * transport.desktop.spec.ts): each shows its records as cards, without sideways scrolling, axe-clean.
 */
const PAGES = ['cars', 'drivers', 'lignes', 'expenses'] as const;

for (const lang of LANGS) {
  test(`transport on a phone (${lang}): cars, drivers, lines and expenses fit the screen, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', `/${PAGES[0]}`, lang);
    for (const [index, route] of PAGES.entries()) {
      if (index > 0) await page.goto(`/${route}`);
      await expectPageTitle(page, tr(lang, `routes.${route}`));
      // The first record is shown (a card on a phone).
      await expect(page.locator('#main-content').getByRole('listitem').first()).toBeVisible();
      const widths = await documentWidths(page);
      expect(widths.scrollWidth, `${route}: no sideways scrolling`).toBeLessThanOrEqual(widths.clientWidth);
      await expectNoSeriousA11yViolations(page, `${route} on a phone (${lang})`);
    }
  });
}
