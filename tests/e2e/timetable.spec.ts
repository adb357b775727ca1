import { expect, test, type Page } from '@playwright/test';
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
 * Timetables in fr and ar, on a desktop and a phone, axe on each page and dialog (docs/api.md "Timetable"): a
 * class's week moved by the keyboard on a desktop and by touch on a phone, its problems, the print in the other
 * script, the slots and rooms, a teacher's week; the parent's week of the selected child and the dashboard's lessons.
 * The tests share the demo API: each project and language edits a class of its own.
 */

async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await documentWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
}

/** The cell (`data-slot`) a lesson's chip is in. */
async function slotOfLesson(page: Page, lessonId: string): Promise<string | null> {
  return page
    .locator(`[data-lesson="${lessonId}"]`)
    .locator('xpath=ancestor::*[@data-slot][1]')
    .getAttribute('data-slot');
}

for (const [langIndex, lang] of LANGS.entries()) {
  test(`timetable (${lang}): the admin moves a lesson of a class's week (keyboard on a desktop, touch on a phone), sees its problems, prints it in the other script and opens the slots and rooms, axe-clean`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await openAs(page, 'admin', '/timetable', lang);
    await expectPageTitle(page, tr(lang, 'routes.timetable'));
    const classField = page.getByLabel(tr(lang, 'timetable.kinds.class'), { exact: true });
    await expect(classField.locator('option').nth(6)).toBeAttached();
    const option = classField.locator('option').nth((phone ? 4 : 2) + langIndex + 1);
    await classField.selectOption((await option.getAttribute('value'))!);
    await expect(page).toHaveURL(/[?&]id=\d+/);

    const chips = page.locator('[data-lesson]');
    await expect(chips.nth(3)).toBeVisible();
    await expect(page.getByRole('region', { name: tr(lang, 'timetable.problems.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: tr(lang, 'timetable.tray.title') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `timetable ${lang}`);
    await expectNoSideScroll(page);

    // Move the first lesson: to the next slot of its day by the keyboard, to a free cell by touch.
    const chip = chips.first();
    const lessonId = (await chip.getAttribute('data-lesson'))!;
    const before = await slotOfLesson(page, lessonId);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes(`/timetable/lessons/${lessonId}`),
    );
    if (phone) {
      await chip.tap();
      await page
        .getByRole('button', { name: new RegExp(`^${tr(lang, 'timetable.editor.moveHere', { when: '' })}`) })
        .first()
        .tap();
    } else {
      await chip.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.locator(`[data-lesson="${lessonId}"]`)).toBeVisible();
    expect(await slotOfLesson(page, lessonId)).not.toBe(before);

    // The print, in the other script: its own language and direction.
    await page.getByRole('button', { name: tr(lang, 'timetable.print.open'), exact: true }).click();
    const print = page.getByRole('dialog', { name: tr(lang, 'timetable.print.title') });
    const other = lang === 'fr' ? 'ar' : 'fr';
    await print.getByRole('radio', { name: tr(lang, `timetable.print.${other}`) }).check();
    const article = print.getByRole('article');
    await expect(article).toHaveAttribute('lang', other);
    await expect(article).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousA11yViolations(page, `timetable print ${lang}`);
    await page.keyboard.press('Escape');
    await expect(print).toBeHidden();

    // The branch's slots and rooms.
    await page.getByRole('button', { name: tr(lang, 'timetable.settings'), exact: true }).click();
    const settings = page.getByRole('dialog');
    await expect(settings.getByRole('group').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `timetable settings ${lang}`);
  });

  test(`timetable (${lang}): a teacher's week and a room's, read only, with the teacher's hours, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/timetable?view=teacher', lang);
    await expectPageTitle(page, tr(lang, 'routes.timetable'));
    await expect(page.locator('[data-slot]').first()).toBeAttached();
    await expect(page.getByTestId('timetable-total')).toBeVisible();
    await expect(page.getByRole('region', { name: tr(lang, 'timetable.tray.title') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `teacher's week ${lang}`);
    await expectNoSideScroll(page);
    const roomField = page.getByLabel(tr(lang, 'timetable.kinds.room'), { exact: true });
    await roomField.selectOption((await roomField.locator('option').nth(1).getAttribute('value'))!);
    await expect(page).toHaveURL(/view=room/);
    await expect(page.locator('[data-slot]').first()).toBeAttached();
  });

  test(`timetable (${lang}): the parent's week of the selected child, the next week, and today's lessons on the dashboard, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/timetable/child', lang);
    await expectPageTitle(page, tr(lang, 'routes.timetable/child'));
    const days = page.getByRole('list', { name: tr(lang, 'childTimetable.days') });
    await expect(page.getByText(tr(lang, 'childTimetable.week.this'), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `child's week ${lang}`);
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: tr(lang, 'childTimetable.week.next'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
    await expect(days.or(page.getByText(tr(lang, 'childTimetable.empty'))).first()).toBeVisible();

    await page.goto('/dashboard');
    const week = page.getByRole('link', { name: tr(lang, 'childTimetable.card.week') });
    await week.scrollIntoViewIfNeeded();
    await expect(week).toHaveAttribute('href', '/timetable/child');
    await expectNoSeriousA11yViolations(page, `dashboard's lessons ${lang}`);
  });
}
