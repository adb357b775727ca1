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

/**
 * A phone's slow network: the bundled faces (docs/architecture.md "Fonts") arrive only once the page is drawn with
 * the fallback ones, the case where a label that wraps differently would move what is below it. Returns the release.
 */
async function holdFaces(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    // The faces the page draws with are in once the browser reports none loading.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.fonts]
              .filter((face) => face.family.includes('Noto') || face.family.includes('Inter'))
              .every((face) => face.status !== 'loading') &&
            [...document.fonts].some((face) => face.status === 'loaded'),
        ),
      )
      .toBe(true);
  };
}

for (const lang of ['fr', 'ar'] as const) {
  test(`Skeletons sized like the content (${lang}): nothing moves while the dashboard and the student list load on a phone, also when the fonts arrive last (layout shift <= ${MOST_SHIFT})`, async ({
    page,
  }) => {
    await watchShifts(page);
    let releaseFaces = await holdFaces(page);
    await openAs(page, 'admin', '/dashboard', lang);
    await expect(page.locator('#main-content a[href^="/fullstudents"]').first()).toBeVisible();
    await releaseFaces();
    await page.waitForLoadState('networkidle');
    expect(await shiftSum(page)).toBeLessThanOrEqual(MOST_SHIFT);

    await page.unrouteAll();
    releaseFaces = await holdFaces(page);
    await page.goto('/fullstudents');
    const rows = page.getByRole('list', { name: tr(lang, 'routes.fullstudents') });
    await expect(rows.getByRole('listitem').first()).toBeVisible();
    await releaseFaces();
    await page.waitForLoadState('networkidle');
    expect(await shiftSum(page)).toBeLessThanOrEqual(MOST_SHIFT);
  });
}
