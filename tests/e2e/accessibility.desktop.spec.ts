import { test } from '@playwright/test';
import { expectOutline, expectSkipLink, pageReady } from './outline';
import { goInApp, LANGS, openAs } from './support';

/**
 * Accessibility beyond axe (the accessibility statement's own checks, src/features/accessibility/audit.ts): every
 * page of the office has one h1 and no skipped heading level, and its skip link leads into the main content. Axe
 * (expectNoSeriousA11yViolations) does not check either: it sees one page as it is, not the page's outline.
 */

/** Every page the admin opens, the spec's menu first, then the settings' pages, the records and the own pages. */
const OFFICE_PAGES = [
  '/dashboard',
  '/studentengagment',
  '/gestion-pedarogique',
  '/teachers-profiles',
  '/attendance',
  '/attendance/absences',
  '/timetable',
  '/homework',
  '/preregistrations',
  '/fullstudents',
  '/news',
  '/achats',
  '/ingredients',
  '/meals',
  '/programs',
  '/demandes-cantine',
  '/expenses',
  '/cars',
  '/drivers',
  '/lignes',
  '/gestion-demandes',
  '/lost-items',
  '/lost-item-requests',
  '/settings',
  '/overdueList',
  '/classesPage',
  '/diagevaluation',
  '/messagerie',
  '/gestion-financiere-parametre',
  '/gestion-scholaire-parametre',
  '/student-management-config',
  '/news-management-config',
  '/educational-management-config',
  '/files-types-management-config',
  '/request-config',
  '/access-management',
  '/profile',
  '/notifications',
  '/accessibilite',
  '/documents/verify',
  '/student-import',
  '/report-cards',
] as const;

/** The pages in groups small enough for a test to stay well under its limit on a slow machine. */
const GROUP_SIZE = 9;
const GROUPS = Array.from({ length: Math.ceil(OFFICE_PAGES.length / GROUP_SIZE) }, (_, index) =>
  OFFICE_PAGES.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

for (const lang of LANGS) {
  GROUPS.forEach((group, index) => {
    test(`every office page (${lang}, group ${index + 1} of ${GROUPS.length}): one h1 per page and no skipped heading level; skip link: reaches the main content on every page; focus visible: the focused control shows a ring`, async ({
      page,
    }) => {
      const [first, ...others] = group;
      await openAs(page, 'admin', first!, lang);
      await pageReady(page);
      for (const path of [first!, ...others]) {
        if (path !== first) await goInApp(page, path);
        await expectOutline(page, path);
        await expectSkipLink(page, lang, path);
      }
    });
  });
}
