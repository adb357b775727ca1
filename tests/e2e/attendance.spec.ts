import { expect, test, type Page } from '@playwright/test';
import {
  documentWidths,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  tr,
  type Lang,
} from './support';

/**
 * Attendance in fr and ar, on a desktop and a phone, axe on each page (docs/api.md "Attendance"): the roll call taken
 * and saved, the office's absences with a justification and the students over the threshold, the parent's view of
 * the selected child. The tests share the demo API: each project and language calls a class of its own.
 */

async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await documentWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
}

for (const [langIndex, lang] of LANGS.entries()) {
  test(`attendance (${lang}): the admin takes a class's roll call (one absent, one late), saves it and sees who saved it, axe-clean`, async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/attendance', lang);
    await expectPageTitle(page, tr(lang, 'routes.attendance'));
    const classField = page.getByLabel(tr(lang, 'attendance.rollCall.class'), { exact: true });
    await expect(classField.locator('option').nth(4)).toBeAttached();
    const option = classField.locator('option').nth((isPhone(testInfo) ? 2 : 0) + langIndex + 1);
    await classField.selectOption((await option.getAttribute('value'))!);
    await expect(page).toHaveURL(/[?&]class=\d+/);

    const rows = page.locator('[data-roll-row]');
    await expect(rows.nth(1)).toBeVisible();
    // Everybody present until marked otherwise, then one absent and one late by ten minutes.
    await page.getByRole('button', { name: tr(lang, 'attendance.rollCall.allPresent') }).click();
    await rows.nth(0).getByText(tr(lang, 'attendance.marks.absent'), { exact: true }).click();
    await rows.nth(1).getByText(tr(lang, 'attendance.marks.late'), { exact: true }).click();
    await rows.nth(1).locator('input:not([type="radio"])').fill('10');
    await expect(rows.nth(0).getByRole('radio', { name: tr(lang, 'attendance.marks.absent') })).toBeChecked();
    await expectNoSeriousA11yViolations(page, `roll call ${lang}`);
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: tr(lang, 'attendance.rollCall.save'), exact: true }).click();
    const saved = page.getByText(
      new RegExp(tr(lang, 'attendance.rollCall.saved', { time: '.+', name: '.+' }).replace(/[()]/g, '.')),
    );
    await expect(saved).toBeVisible();
    // A new visit reads the saved marks back.
    // A roll call saved before (the seed's) already says who saved it: the save is done once the toast says so.
    await expect(page.getByText(tr(lang, 'attendance.rollCall.savedToast'))).toBeVisible();
    await page.reload();
    await expect(rows.nth(0).getByRole('radio', { name: tr(lang, 'attendance.marks.absent') })).toBeChecked();
    await expect(rows.nth(1).getByRole('radio', { name: tr(lang, 'attendance.marks.late') })).toBeChecked();
  });

  test(`attendance (${lang}): the office's absences, a justification dialog and the students over the threshold, axe-clean`, async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/attendance/absences', lang);
    await expectPageTitle(page, tr(lang, 'routes.attendance/absences'));
    // A row's decision: its button in the table, the card itself on a phone.
    const action = isPhone(testInfo)
      ? page
          .getByRole('list', { name: tr(lang, 'routes.attendance/absences') })
          .getByRole('link')
          .first()
      : page.getByRole('button', { name: new RegExp(`^${tr(lang, 'absences.action.open')}`) }).first();
    await expect(action).toBeVisible();
    await expectNoSeriousA11yViolations(page, `absences ${lang}`);
    await expectNoSideScroll(page);

    await action.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: tr(lang, 'absences.dialog.submit') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `justification ${lang}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: tr(lang, 'absences.tabs.threshold') }).click();
    await expect(page).toHaveURL(/tab=threshold/);
    await expect(page.getByText(tr(lang, 'absences.threshold.unjustified')).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `over the threshold ${lang}`);

    // The letter to the family, in the reader's language first, then in the other one (French and Arabic).
    await page
      .getByRole('button', { name: new RegExp(`^${tr(lang, 'absences.letter.open')}`) })
      .first()
      .click();
    const letter = page.getByRole('dialog');
    await expect(letter.getByRole('button', { name: tr(lang, 'absences.letter.print') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `letter to the family ${lang}`);
    const other = lang === 'ar' ? 'fr' : 'ar';
    await letter.getByRole('radio', { name: tr(lang, `absences.letter.${other}`) }).check();
    await expect(
      letter.locator(`[lang="${other}"][dir="${other === 'ar' ? 'rtl' : 'ltr'}"]`).first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(letter).toBeHidden();

    // The counts per class and per month, each class leading to its absences.
    await page.getByRole('tab', { name: tr(lang, 'absences.tabs.stats') }).click();
    await expect(page).toHaveURL(/tab=stats/);
    const classes = page.getByRole('table', { name: tr(lang, 'absences.stats.classesCaption') });
    await expect(classes.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/attendance\/absences\?class=\d+/,
    );
    await expect(page.getByRole('table', { name: tr(lang, 'absences.stats.monthsCaption') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `counts per class and month ${lang}`);
    await expectNoSideScroll(page);
  });

  test(`attendance (${lang}): a parent sees the selected child's absences and lateness, with "justify" opening a prefilled request, axe-clean`, async ({
    page,
  }) => {
    await openChild(page, lang);
    await expect(page.getByText(tr(lang, 'childAttendance.counts.title'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `child's absences ${lang}`);
    await expectNoSideScroll(page);
    const justify = page.getByRole('link', { name: new RegExp(`^${tr(lang, 'childAttendance.justify')}`) });
    await expect(justify.first()).toHaveAttribute(
      'href',
      /^\/gestion-demandes\?new=absence&from=\d{4}-\d{2}-\d{2}/,
    );
  });
}

async function openChild(page: Page, lang: Lang): Promise<void> {
  await openAs(page, 'parent', '/attendance/child', lang);
  await expectPageTitle(page, tr(lang, 'routes.attendance/child'));
}
