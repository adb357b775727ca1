import { test } from '@playwright/test';
import { expectOutline, expectSkipLink, pageReady } from './outline';
import { goInApp, LANGS, openAs } from './support';

/**
 * The parent's pages on a phone, as the office's on a desktop (accessibility.desktop.spec.ts): one h1, no heading
 * level skipped, the skip link leading into the main content, the focus drawn (docs/accessibility.md).
 */
const PARENT_PAGES = [
  '/dashboard',
  '/studentengagment',
  '/gestion-demandes',
  '/news',
  '/demandes-cantine',
  '/attendance/child',
  '/timetable/child',
  '/homework/child',
  '/report-cards/child',
  // The seed's order (docs/api.md "Online payments": a payment begun and cancelled on the bank's page).
  '/online-payment/OP-2026-000001',
  '/lost-items',
  '/messagerie',
  '/profile',
  '/notifications',
  '/accessibilite',
] as const;

for (const lang of LANGS) {
  test(`every parent page (${lang}): one h1 per page and no skipped heading level; skip link: reaches the main content on every page; focus visible: the focused control shows a ring`, async ({
    page,
  }) => {
    const [first, ...others] = PARENT_PAGES;
    await openAs(page, 'parent', first, lang);
    await pageReady(page);
    for (const path of [first, ...others]) {
      if (path !== first) await goInApp(page, path);
      await expectOutline(page, path);
      await expectSkipLink(page, lang, path);
    }
  });
}
