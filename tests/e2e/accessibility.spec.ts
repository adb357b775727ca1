import { expect, test, type Page } from '@playwright/test';
import {
  expectDocumentLanguage,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  goInApp,
  isPhone,
  LANGS,
  openAs,
  setLanguage,
  settled,
  tr,
} from './support';

/**
 * Accessibility beyond axe, on the desktop and the phone (the accessibility statement's own checks,
 * src/features/accessibility/audit.ts): focus never hidden under what stays on screen (WCAG 2.2 "focus not
 * obscured"), reflow and text spacing (WCAG 1.4.10, 1.4.12), reduced motion (2.3.3) and target sizes (2.5.8).
 */

/** What covers the focused control: a fixed or sticky part of the screen over its centre, or null. */
async function coverOfFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (!top || focused.contains(top) || top.contains(focused)) return null;
    // Covered: tell which stuck part of the screen is on top.
    let cover: Element | null = top;
    while (cover && !['fixed', 'sticky'].includes(getComputedStyle(cover).position))
      cover = cover.parentElement;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    return cover ? `${name(focused)} under ${name(cover)}` : null;
  });
}

async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab', steps: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press(key);
    const cover = await coverOfFocus(page);
    if (cover) hidden.push(cover);
  }
  return hidden;
}

for (const lang of LANGS) {
  test(`focus not obscured (${lang}): the focused control is never under the sticky header or the bottom bar`, async ({
    page,
  }, testInfo) => {
    // The office's longest list on the desktop; on a phone, the parent's finances above the bottom bar.
    if (isPhone(testInfo)) await openAs(page, 'parent', '/studentengagment', lang);
    else await openAs(page, 'admin', '/fullstudents', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const forward = await walkFocus(page, 'Tab', 45);
    const back = await walkFocus(page, 'Shift+Tab', 45);
    expect([...forward, ...back], 'no focused control under a stuck part of the screen').toEqual([]);
  });
}

/** Widths wider than the window: the page scrolls sideways (WCAG 1.4.10 reflow). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const REFLOW_PAGES = {
  admin: ['/dashboard', '/fullstudents', '/studentengagment', '/gestion-demandes', '/news', '/programs'],
  parent: ['/dashboard', '/studentengagment', '/gestion-demandes', '/news', '/profile'],
} as const;

/** The first page opened signed in, or a later one reached inside the app (no reload). */
async function openReady(page: Page, path: string, first: boolean): Promise<void> {
  if (!first) return goInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('reflow', () => {
  for (const lang of LANGS) {
    test(`reflow (${lang}): 320 px and text at 200 % without horizontal scroll`, async ({
      page,
    }, testInfo) => {
      const account = isPhone(testInfo) ? 'parent' : 'admin';
      // A phone: 320 CSS px wide (WCAG 1.4.10, a desktop zoomed to 400 %). The desktop zoomed to 200 % (WCAG 1.4.4
      // by the browser's zoom): its 1440 px hold 720 CSS px, the text twice its size.
      await page.setViewportSize(
        isPhone(testInfo) ? { width: 320, height: 640 } : { width: 720, height: 450 },
      );
      await openAs(page, account, REFLOW_PAGES[account][0], lang);
      for (const path of REFLOW_PAGES[account]) {
        await openReady(page, path, path === REFLOW_PAGES[account][0]);
        expect(await sidewaysScroll(page), `${path}: no sideways scroll`).toBeLessThanOrEqual(0);
      }
    });
  }
});

/** WCAG 1.4.12's overrides: line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Elements whose own text no longer fits in a box that hides what overflows (ellipsis and screen-reader text aside). */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        if (!hides(style.overflowX) && !hides(style.overflowY)) return false;
        if (style.textOverflow === 'ellipsis' || element.getClientRects().length === 0) return false;
        // Text hidden on purpose for the eyes only (the skip link until focused).
        if (element.closest('.sr-only') !== null) return false;
        if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (!ownText) return false;
        return (
          (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
          (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        );
      })
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  );
}

for (const lang of LANGS) {
  test(`text spacing (${lang}): overrides clip no text`, async ({ page }, testInfo) => {
    const account = isPhone(testInfo) ? 'parent' : 'admin';
    await page.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, TEXT_SPACING);
    await openAs(page, account, REFLOW_PAGES[account][0], lang);
    for (const path of REFLOW_PAGES[account]) {
      await openReady(page, path, path === REFLOW_PAGES[account][0]);
      expect(await clippedTexts(page), `${path}: no clipped text`).toEqual([]);
    }
  });
}

for (const lang of LANGS) {
  test(`reduced motion (${lang}): no animation runs`, async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAs(page, 'admin', '/dashboard', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    // A page change: the new page is there at once, fully drawn (the route transition is a 0.5 s fade and slide).
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/profile"]');
      if (link) link.click();
      else window.history.pushState({}, '', '/profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'routes.profile') })).toBeVisible();
    const still = await page.evaluate(() => {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0))
        .filter((duration) => duration > 1);
      const content = document.querySelector('#main-content > *');
      const style = content ? getComputedStyle(content) : null;
      return { running, opacity: style?.opacity, transform: style?.transform };
    });
    expect(still.running, 'no animation longer than 1 ms').toEqual([]);
    expect(still.opacity).toBe('1');
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(still.transform);
    void testInfo;
  });
}

/** Controls smaller than `minimum` px on a side, but links inside a sentence (WCAG 2.5.8's inline exception). */
async function smallTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate((size) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"]',
    );
    return Array.from(controls)
      .filter(
        (control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden',
      )
      .filter((control) => control.closest('[aria-hidden="true"], [inert], .sr-only') === null)
      .filter((control) => {
        // A react-select's input is as wide as what is typed: its target is the whole control.
        const selectControl = control.closest('[class*="-control"]');
        const box = (selectControl ?? control).getBoundingClientRect();
        if (box.width >= size && box.height >= size) return false;
        // A select's control is 38 px high, a height the spec fixes (Business constants): past WCAG's 24 px, it is
        // the one control below 44 on the parent's views (docs/accessibility.md).
        const select = selectControl !== null || control.querySelector('[data-select-value]') !== null;
        if (select && box.height >= 38 && box.width >= size) return false;
        // A check box inside its label: the label toggles it too, so the target is the label's whole box.
        const label = /^(checkbox|radio)$/.test(control.getAttribute('type') ?? '')
          ? control.closest('label')
          : null;
        const labelBox = label?.getBoundingClientRect();
        if (labelBox && labelBox.width >= size && labelBox.height >= size) return false;
        // A link in a line of text is as tall as the text (inline exception).
        if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') return false;
        // A visually hidden control (the skip link before it is focused) is no target.
        return !(box.width <= 1 && box.height <= 1);
      })
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name =
          control.getAttribute('aria-label') ??
          (control.textContent ?? '').trim().slice(0, 30) ??
          control.tagName;
        return `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  }, minimum);
}

for (const lang of LANGS) {
  test(`target size (${lang}): controls at least 24 px, 44 on the parent's phone views`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    const account = phone ? 'parent' : 'admin';
    const minimum = phone ? 44 : 24;
    await openAs(page, account, REFLOW_PAGES[account][0], lang);
    for (const path of REFLOW_PAGES[account]) {
      await openReady(page, path, path === REFLOW_PAGES[account][0]);
      expect(await smallTargets(page, minimum), `${path}: targets of ${minimum} px at least`).toEqual([]);
    }
  });
}

for (const lang of LANGS) {
  test(`accessibility statement (${lang}): reached from the sign-in page signed out and from the footer signed in, with its measured rate, no serious axe violation`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await page.goto('/');
    await page.getByRole('link', { name: tr(lang, 'footer.accessibilityPartial'), exact: true }).click();
    await expect(page).toHaveURL(/\/accessibilite$/);
    await expectPageTitle(page, tr(lang, 'routes.accessibilite'));
    await expectDocumentLanguage(page, lang);
    // The rate the project's own checks measured (src/features/accessibility/audit.ts), as a percentage.
    await expect(page.getByRole('main')).toContainText(/\d+([,.]\d+)?\s?%|%\s?\d+/);
    await expectNoSeriousA11yViolations(page, `accessibility statement signed out (${lang})`);

    await openAs(page, 'parent', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: tr(lang, 'footer.accessibilityPartial'), exact: true })
      .click();
    await expectPageTitle(page, tr(lang, 'routes.accessibilite'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `accessibility statement in the shell (${lang})`);
  });
}
