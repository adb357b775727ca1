import { expect, type Page } from '@playwright/test';
import { settled, tr, type Lang } from './support';

/**
 * A page's outline and its way in for a keyboard, as the accessibility checks read them (docs/accessibility.md):
 * the headings a screen reader lists, the skip link, the focus ring.
 */

/** The levels of the page's headings in document order, as a screen reader lists them (hidden ones left out). */
async function headingLevels(page: Page): Promise<Array<{ level: number; text: string }>> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((heading) => heading.closest('[aria-hidden="true"], [hidden], [inert]') === null)
      .filter((heading) => heading.getClientRects().length > 0)
      .filter((heading) => getComputedStyle(heading).visibility !== 'hidden')
      .map((heading) => ({
        level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
        text: (heading.textContent ?? '').trim().slice(0, 60),
      })),
  );
}

/** The page is drawn: its h1 shows, the transition ended and no skeleton or spinner is left. */
export async function pageReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export async function expectOutline(page: Page, path: string): Promise<void> {
  const headings = await headingLevels(page);
  const outline = headings.map((heading) => `h${heading.level} ${heading.text}`).join(' | ');
  expect(
    headings.filter((heading) => heading.level === 1),
    `${path}: one h1 (${outline})`,
  ).toHaveLength(1);
  expect(headings[0]?.level, `${path}: the h1 comes first (${outline})`).toBe(1);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous)
      expect(
        heading.level,
        `${path}: no level skipped before "${heading.text}" (${outline})`,
      ).toBeLessThanOrEqual(previous.level + 1);
  });
}

/** The focused control is drawn with a focus ring (WCAG 2.4.7): an outline or a ring shadow, never nothing. */
export async function focusRing(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.matches(':focus-visible')) return false;
    const style = getComputedStyle(focused);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    return outline || style.boxShadow !== 'none';
  });
}

/** Tab from the top of the page reaches the skip link first; following it, the next Tab lands in the main content. */
export async function expectSkipLink(page: Page, lang: Lang, path: string): Promise<void> {
  // As on arriving at the page: the keyboard starts from the top of the document (a focused mark at the start of
  // the body, removed at once, moves the browser's starting point there).
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
    window.scrollTo(0, 0);
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: tr(lang, 'shell.skipToContent'), exact: true });
  await expect(skip, `${path}: the first Tab reaches the skip link`).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusRing(page), `${path}: the skip link's focus is visible`).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.querySelector('#main-content')?.contains(document.activeElement) ?? false,
        ),
      { message: `${path}: after the skip link, Tab goes into the main content` },
    )
    .toBe(true);
  expect(await focusRing(page), `${path}: the focused control shows its focus`).toBe(true);
}
