import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../../src/domain/canteen.ts';
import {
  documentWidths,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  openWeeksAhead,
  runId,
  tr,
} from './support';

/**
 * The cahier de textes in fr and ar, on a desktop and a phone, axe on each page and dialog (docs/api.md "Homework"):
 * the office sets a homework for a class (shown in the list, once, however often the button is pressed), the parent
 * sees the selected child's homework by due date.
 */

async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await documentWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
}

for (const [langIndex, lang] of LANGS.entries()) {
  test(`homework (${lang}): the office's list, and a new homework set for a class, saved once, axe-clean`, async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/homework', lang);
    await expectPageTitle(page, tr(lang, 'routes.homework'));
    await expect(page.getByRole('button', { name: tr(lang, 'homework.new'), exact: true })).toBeVisible();
    await expect(
      page.getByText(new RegExp(tr(lang, 'homework.count_other', { formatted: '[\\d\\s\\u202f.,٬٠-٩]+' }))),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `homework ${lang}`);
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: tr(lang, 'homework.new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'homework.new') });
    const classField = dialog.getByLabel(new RegExp(`^${tr(lang, 'homework.form.class')}`));
    const classOption = classField.locator('option').nth((isPhone(testInfo) ? 3 : 1) + langIndex);
    await classField.selectOption((await classOption.getAttribute('value'))!);
    const subjectField = dialog.getByLabel(new RegExp(`^${tr(lang, 'homework.form.subject')}`));
    await expect(subjectField.locator('option').nth(1)).toBeAttached();
    await subjectField.selectOption((await subjectField.locator('option').nth(1).getAttribute('value'))!);
    const text = `Lire le chapitre ${runId()}`;
    await dialog.getByLabel(new RegExp(`^${tr(lang, 'homework.form.text')}`)).fill(text);
    // A Tuesday of an open school week two weeks ahead.
    await dialog.locator('input[name="dueDate"]').fill(addDays(openWeeksAhead(2, 1)[0]!, 1));
    await expectNoSeriousA11yViolations(page, `new homework ${lang}`);
    await dialog.getByRole('button', { name: tr(lang, 'homework.form.create'), exact: true }).dblclick();
    await expect(dialog).toBeHidden();
    await page.getByLabel(tr(lang, 'homework.search'), { exact: true }).fill(text);
    // Pressed twice, recorded once (docs/api.md "Idempotency").
    await expect(page.getByText(text, { exact: true })).toHaveCount(1);
  });

  test(`homework (${lang}): the parent sees the selected child's homework by due date, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/homework/child', lang);
    await expectPageTitle(page, tr(lang, 'routes.homework/child'));
    const groups = ['tomorrow', 'thisWeek', 'later'].map((group) =>
      page.getByRole('heading', { name: tr(lang, `childHomework.groups.${group}`) }),
    );
    await expect(groups[0]!.or(groups[1]!).or(groups[2]!).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `child's homework ${lang}`);
    await expectNoSideScroll(page);
  });
}
