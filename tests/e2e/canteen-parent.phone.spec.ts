import { expect, test } from '@playwright/test';
import { addDays } from '../../src/domain/canteen.ts';
import {
  documentWidths,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  openAs,
  openWeeksAhead,
  tr,
} from './support';

/**
 * The canteen as a parent sees it, on a phone: the selected child's published menu with the dishes holding an allergen
 * of the child's record marked and explained, a one-off meal booked and cancelled before the cut-off. Each language
 * books its own Wednesday (Yasmine's subscription leaves Wednesdays free), as the tests share the demo API.
 */
for (const [index, lang] of LANGS.entries()) {
  test(`canteen (${lang}): a parent sees the week's menu with the child's allergy marked, books a meal and cancels it`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/demandes-cantine', lang);
    // The child's name in the reader's script.
    const yasmine = lang === 'ar' ? 'ياسمين' : 'Yasmine';
    await expectPageTitle(page, tr(lang, 'canteen.parent.title', { name: yasmine }));
    // Yasmine's record lists peanuts: the peanut butter snack of the week is marked and explained.
    const warning = page
      .getByRole('note')
      .filter({ hasText: tr(lang, 'canteen.allergen.peanuts') })
      .first();
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(yasmine);
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoSeriousA11yViolations(page, `parent's canteen (${lang})`);

    // A Wednesday of an open school week (a meal cannot be booked on a holiday), one week per language.
    const wednesday = addDays(openWeeksAhead(2, LANGS.length)[index]!, 2);
    await page.getByRole('button', { name: tr(lang, 'canteen.parent.bookMeal') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr(lang, 'canteen.parent.day')).fill(wednesday);
    await dialog.getByRole('button', { name: tr(lang, 'canteen.parent.send') }).click();
    await expect(dialog).toBeHidden();
    const request = page
      .getByRole('article')
      .filter({ hasText: tr(lang, 'canteen.requestKind.meal') })
      .filter({ hasText: tr(lang, 'canteen.requestStatus.pending') })
      .first();
    await expect(request).toBeVisible();
    const cancel = request.getByRole('button', { name: new RegExp(tr(lang, 'canteen.requests.cancel')) });
    // boundingBox does not wait: the request's card may still be drawing its actions.
    await expect(cancel).toBeVisible();
    const box = await cancel.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await cancel.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr(lang, 'canteen.requests.cancelConfirm') })
      .click();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: tr(lang, 'canteen.requestKind.meal') })
        .filter({ hasText: tr(lang, 'canteen.requestStatus.cancelled') })
        .first(),
    ).toBeVisible();
  });
}
