import { expect, test, type Page } from '@playwright/test';
import { openAs, tr } from './support';

/** Skeletons sized like the content: the layout shift a reader sees while a page loads stays under this. */
const MOST_SHIFT = 0.02;

/** Records every layout shift not caused by the user's input, from the first paint on. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftSum = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );

for (const lang of ['fr', 'ar'] as const) {
  test(`Skeletons sized like the content (${lang}): nothing moves while the dashboard and the student list load on a phone (layout shift <= ${MOST_SHIFT})`, async ({
    page,
  }) => {
    await watchShifts(page);
    await openAs(page, 'admin', '/dashboard', lang);
    await expect(page.locator('#main-content a[href^="/fullstudents"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shiftSum(page)).toBeLessThanOrEqual(MOST_SHIFT);

    await page.goto('/fullstudents');
    const rows = page.getByRole('list', { name: tr(lang, 'routes.fullstudents') });
    await expect(rows.getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shiftSum(page)).toBeLessThanOrEqual(MOST_SHIFT);
  });
}
