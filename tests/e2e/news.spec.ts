import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

/**
 * News in fr and ar, desktop and phone: the staff list, the settings, the parent's feed, axe on each (a piece's
 * follow-up dialog is opened by the journey). The journey across two browsers is in news-journey.desktop.spec.ts.
 */

for (const lang of LANGS) {
  test(`news (${lang}): the staff list and the settings, axe-clean`, async ({ page }) => {
    await openAs(page, 'admin', '/news', lang);
    await expectPageTitle(page, tr(lang, 'routes.news'));
    await expect(page.getByRole('link', { name: /Règlement intérieur/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `news list (${lang})`);

    await page.goto('/news-management-config');
    await expectPageTitle(page, tr(lang, 'routes.news-management-config'));
    await expect(page.getByLabel(tr(lang, 'news.settings.categoryName', { number: '1' }))).toHaveValue(
      'Vie scolaire',
    );
    await expectNoSeriousA11yViolations(page, `news settings (${lang})`);
  });

  test(`news (${lang}): the parent's feed of the selected child, pinned first, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/news', lang);
    await expectPageTitle(page, tr(lang, 'routes.news'));
    const feed = page.getByRole('list', { name: tr(lang, 'news.feed.list', { name: 'Yasmine El Idrissi' }) });
    await expect(feed.getByRole('article').first()).toContainText(tr(lang, 'news.pinned'));
    await expectNoSeriousA11yViolations(page, `news feed (${lang})`);
  });
}
