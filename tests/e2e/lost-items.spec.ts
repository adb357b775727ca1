import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

/**
 * Lost items in fr and ar, desktop and phone, axe on each page. The journey across two browsers is in
 * lost-items-journey.desktop.spec.ts.
 */

for (const lang of LANGS) {
  test(`lost items (${lang}): the office's found items and the families' requests, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/lost-items', lang);
    await expectPageTitle(page, tr(lang, 'routes.lost-items'));
    await expect(
      page.getByText(tr(lang, 'lostItems.status.found'), { exact: true }).locator('visible=true').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `found items ${lang}`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    // The record form once, in the right-to-left layout (the journey fills it in French).
    if (lang === 'ar') {
      await page.getByRole('button', { name: tr(lang, 'lostItems.record.open') }).click();
      const dialog = page.getByRole('dialog', { name: tr(lang, 'lostItems.record.title') });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('button', { name: tr(lang, 'lostItems.record.submit'), exact: true }),
      ).toBeInViewport({ ratio: 1 });
      await expectNoSeriousA11yViolations(page, `record a found item ${lang}`);
      await dialog.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
    }

    await page.goto('/lost-item-requests');
    await expectPageTitle(page, tr(lang, 'routes.lost-item-requests'));
    await expect(
      page
        .getByText(tr(lang, 'lostItems.requestStatus.pending'), { exact: true })
        .locator('visible=true')
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `lost item requests ${lang}`);
  });

  test(`lost items (${lang}): a parent browses the found items with photos and follows the child's requests, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/lost-items', lang);
    await expectPageTitle(page, tr(lang, 'routes.lost-items'));
    const items = page.getByRole('list', { name: tr(lang, 'lostItems.parent.listLabel') });
    // The photos are fetched with the token and shown as pictures.
    await expect(items.getByRole('img').first()).toHaveAttribute('src', /^data:image\//);
    await expect(
      items.getByRole('button', { name: new RegExp(tr(lang, 'lostItems.parent.claim')) }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `parent found items ${lang}`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    await page.getByRole('link', { name: tr(lang, 'lostItems.parent.myRequests') }).click();
    await expectPageTitle(page, tr(lang, 'routes.lost-item-requests'));
    // Other runs of the suite may have matched more of this child's requests meanwhile.
    await expect(page.getByText(tr(lang, 'lostItems.parent.matchedHint')).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `parent lost item requests ${lang}`);
  });
}
