/**
 * The accessibility audit behind the accessibility statement (`/accessibilite`, RGAA's "déclaration
 * d'accessibilité"): every success criterion of WCAG 2.2 levels A and AA, the 55 that RGAA 4.1.2 follows, with its
 * status in the portal. A criterion is `met` only when a test of the project checks it: its proofs name the test
 * file and a part of the test's title, and `audit.test.ts` reads each file to make sure the test is there. A
 * criterion no test checks yet is `not-met` with the reason `untested`, never assumed met. The page computes the
 * rate from this list (compliance.ts), so the figures shown are the checks' own.
 *
 * Kept out of the first screens: only the statement page imports it; the footers read `COMPLIANCE_STATE`
 * (state.ts), which the audit test keeps equal to the state computed here.
 */

export type CriterionStatus = 'met' | 'not-met' | 'not-applicable';

/** A test that checks the criterion: a test file of the project and a part of the test's title. */
export interface Proof {
  file: string;
  test: string;
}

/** Why a criterion is not met, or does not apply: `accessibility.reasons.<key>` in the feature's texts. */
export type ReasonKey =
  'untested' | 'toastTimeout' | 'titleIsAddress' | 'noMedia' | 'noShortcut' | 'noFlashing' | 'noMotionInput';

export type Criterion = { id: string; level: 'A' | 'AA' } & (
  { status: 'met'; proofs: readonly Proof[] } | { status: 'not-met' | 'not-applicable'; reason: ReasonKey }
);

// The test files the proofs name most often.
const LAYOUT = 'tests/e2e/a11y-layout.spec.ts';
const AXE_CHECK = 'tests/e2e/axe-check.desktop.spec.ts';
const SHELL = 'tests/e2e/shell.spec.ts';
/**
 * The browser suite's checks beyond axe (focus, reflow, spacing, motion, targets; headings and skip link on every
 * office page). Their titles carry the language after the check's name (`reflow (${lang}): …`): the proofs
 * quote the part after it.
 */
const A11Y = 'tests/e2e/accessibility.spec.ts';
const A11Y_PAGES = 'tests/e2e/accessibility.desktop.spec.ts';

/** Axe on the dashboard (menus open) and the refusal page, in fr and ar, on a desktop and a phone. */
const AXE_DASHBOARD: Proof = {
  file: LAYOUT,
  test: 'the dashboard (menus open too) and /unauthorized (Guard) have no serious or critical axe violation',
};
const AXE_SIGN_IN: Proof = {
  file: LAYOUT,
  test: 'the sign-in page, also with its error, has no serious or critical axe violation',
};
/** The axe check itself finds what it must (a nameless button, grey on grey): a passing page is not a blind check. */
const AXE_SELF: Proof = {
  file: AXE_CHECK,
  test: 'the axe check itself reports what it must: a nameless button and grey text on grey',
};
const HEADINGS: Proof = { file: A11Y_PAGES, test: 'one h1 per page and no skipped heading level' };
const SKIP_LINK: Proof = { file: A11Y_PAGES, test: 'skip link: reaches the main content on every page' };
/** The office's journeys with the keyboard only: sign-in and the menu, a payment, an enrolment, a request. */
const KEYBOARD_JOURNEYS = 'tests/e2e/keyboard-journeys.desktop.spec.ts';
const KEYBOARD: Proof = {
  file: KEYBOARD_JOURNEYS,
  test: 'keyboard: every office journey with the keyboard only',
};
/** A dialog opened from the keyboard keeps the focus inside and gives it back when it closes. */
const DIALOG_FOCUS: Proof = {
  file: KEYBOARD_JOURNEYS,
  test: 'record a payment, the dialog keeping and giving back the focus',
};
const REDUCED_MOTION: Proof = { file: A11Y, test: 'no animation runs' };

const untested = (id: string, level: 'A' | 'AA'): Criterion => ({
  id,
  level,
  status: 'not-met',
  reason: 'untested',
});

export const CRITERIA: readonly Criterion[] = [
  // 1.1 Text alternatives
  {
    id: '1.1.1',
    level: 'A',
    status: 'met',
    proofs: [
      AXE_DASHBOARD,
      { file: 'src/components/Flag.test.tsx', test: 'draw inline and hidden from assistive technology' },
    ],
  },
  // 1.2 Time-based media: the portal plays no audio or video.
  { id: '1.2.1', level: 'A', status: 'not-applicable', reason: 'noMedia' },
  { id: '1.2.2', level: 'A', status: 'not-applicable', reason: 'noMedia' },
  { id: '1.2.3', level: 'A', status: 'not-applicable', reason: 'noMedia' },
  { id: '1.2.4', level: 'AA', status: 'not-applicable', reason: 'noMedia' },
  { id: '1.2.5', level: 'AA', status: 'not-applicable', reason: 'noMedia' },
  // 1.3 Adaptable
  {
    id: '1.3.1',
    level: 'A',
    status: 'met',
    proofs: [
      AXE_DASHBOARD,
      HEADINGS,
      {
        file: 'src/components/DataTable/DataTable.test.tsx',
        test: 'shows the page rows in a captioned table',
      },
      { file: 'src/components/Card.test.tsx', test: 'keeps a fieldset a fieldset (legend names the group)' },
    ],
  },
  untested('1.3.2', 'A'),
  untested('1.3.3', 'A'),
  {
    id: '1.3.4',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: 'src/components/DataTable/DataTable.test.tsx',
        test: 'a phone (390 px) draws the cards only, a desktop (1280 px) the table only; turning the screen swaps them',
      },
    ],
  },
  {
    id: '1.3.5',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: KEYBOARD_JOURNEYS,
        test: 'sign in (a password manager may fill it: accessible authentication)',
      },
    ],
  },
  // 1.4 Distinguishable
  {
    id: '1.4.1',
    level: 'A',
    status: 'met',
    proofs: [
      {
        file: 'src/components/Badge.integration.test.tsx',
        test: 'the overdue badge of the families’ list says "En retard"',
      },
      {
        file: 'src/components/Badge.integration.test.tsx',
        test: 'an allergen the child is allergic to is marked by a named warning sign beside its name, not only red',
      },
    ],
  },
  { id: '1.4.2', level: 'A', status: 'not-applicable', reason: 'noMedia' },
  {
    id: '1.4.3',
    level: 'AA',
    status: 'met',
    proofs: [
      AXE_DASHBOARD,
      AXE_SELF,
      { file: SHELL, test: 'no serious axe violation (dark dashboard, customizer light and dark)' },
    ],
  },
  {
    id: '1.4.4',
    level: 'AA',
    status: 'met',
    proofs: [{ file: A11Y, test: '320 px and text at 200 % without horizontal scroll' }],
  },
  untested('1.4.5', 'AA'),
  {
    id: '1.4.10',
    level: 'AA',
    status: 'met',
    proofs: [
      { file: A11Y, test: '320 px and text at 200 % without horizontal scroll' },
      { file: LAYOUT, test: 'no horizontal scroll at 360 px on the sign-in page and the dashboard' },
      { file: SHELL, test: 'have no serious axe violation and no horizontal scroll at 360 px' },
    ],
  },
  untested('1.4.11', 'AA'),
  {
    id: '1.4.12',
    level: 'AA',
    status: 'met',
    proofs: [{ file: A11Y, test: 'overrides clip no text' }],
  },
  untested('1.4.13', 'AA'),
  // 2.1 Keyboard accessible
  {
    id: '2.1.1',
    level: 'A',
    status: 'met',
    proofs: [
      KEYBOARD,
      {
        file: 'src/components/DeferredSelect.test.tsx',
        test: 'from the keyboard: Tab focuses it, ArrowDown opens it, Enter chooses',
      },
      { file: 'src/components/Tabs.test.tsx', test: 'arrow keys, Home and End move between tabs' },
      {
        file: 'src/features/transport/LinesPage.integration.test.tsx',
        test: 'stop reordering by keyboard: the buttons move a stop, keep the focus on it',
      },
      {
        file: 'tests/e2e/evaluations.desktop.spec.ts',
        test: 'the result grid: keyboard entry saved cell by cell',
      },
    ],
  },
  {
    id: '2.1.2',
    level: 'A',
    status: 'met',
    proofs: [
      KEYBOARD,
      DIALOG_FOCUS,
      {
        file: 'src/components/ConfirmDialog.test.tsx',
        test: 'is a labelled modal dialog; Escape cancels and gives the focus back',
      },
      {
        file: 'src/features/shell/Sidebar.integration.test.tsx',
        test: 'the mobile menu is a modal panel: opening moves the focus into it, Escape closes it and gives the focus back to the toggle',
      },
    ],
  },
  { id: '2.1.4', level: 'A', status: 'not-applicable', reason: 'noShortcut' },
  // 2.2 Enough time
  { id: '2.2.1', level: 'A', status: 'not-met', reason: 'toastTimeout' },
  {
    id: '2.2.2',
    level: 'A',
    status: 'met',
    proofs: [
      REDUCED_MOTION,
      {
        file: 'src/features/shell/PageTransition.reduced.test.tsx',
        test: 'with prefers-reduced-motion there is no motion: the page is shown as it is',
      },
    ],
  },
  // 2.3 Seizures and physical reactions
  { id: '2.3.1', level: 'A', status: 'not-applicable', reason: 'noFlashing' },
  // 2.4 Navigable
  { id: '2.4.1', level: 'A', status: 'met', proofs: [SKIP_LINK, AXE_DASHBOARD] },
  { id: '2.4.2', level: 'A', status: 'not-met', reason: 'titleIsAddress' },
  {
    id: '2.4.3',
    level: 'A',
    status: 'met',
    proofs: [
      KEYBOARD,
      DIALOG_FOCUS,
      SKIP_LINK,
      { file: 'src/components/ConfirmDialog.test.tsx', test: 'keeps the focus inside while tabbing' },
      {
        file: 'src/features/shell/customizer/Customizer.integration.test.tsx',
        test: 'the customizer drawer takes the focus when it opens and gives it back to the palette button when it closes',
      },
    ],
  },
  { id: '2.4.4', level: 'A', status: 'met', proofs: [AXE_DASHBOARD, AXE_SELF] },
  {
    id: '2.4.5',
    level: 'AA',
    status: 'met',
    proofs: [
      { file: SHELL, test: 'the admin reaches each entry and each child from the side menu' },
      { file: 'tests/e2e/settings.spec.ts', test: 'every area the admin may open, grouped and searchable' },
      {
        file: 'src/features/dashboard/DashboardPage.integration.test.tsx',
        test: 'each linking to its filtered list',
      },
    ],
  },
  {
    id: '2.4.6',
    level: 'AA',
    status: 'met',
    proofs: [
      HEADINGS,
      {
        file: 'src/features/dashboard/DashboardPage.integration.test.tsx',
        test: 'keeps the route title as the page heading',
      },
      AXE_SIGN_IN,
    ],
  },
  {
    id: '2.4.7',
    level: 'AA',
    status: 'met',
    proofs: [{ file: A11Y_PAGES, test: 'focus visible: the focused control shows a ring' }],
  },
  {
    id: '2.4.11',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: A11Y,
        test: 'the focused control is never under the sticky header or the bottom bar',
      },
    ],
  },
  // 2.5 Input modalities
  untested('2.5.1', 'A'),
  untested('2.5.2', 'A'),
  untested('2.5.3', 'A'),
  { id: '2.5.4', level: 'A', status: 'not-applicable', reason: 'noMotionInput' },
  {
    id: '2.5.7',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: 'src/features/transport/LinesPage.integration.test.tsx',
        test: 'stop reordering by keyboard: the buttons move a stop',
      },
    ],
  },
  {
    id: '2.5.8',
    level: 'AA',
    status: 'met',
    proofs: [{ file: A11Y, test: "controls at least 24 px, 44 on the parent's phone views" }],
  },
  // 3.1 Readable
  {
    id: '3.1.1',
    level: 'A',
    status: 'met',
    proofs: [
      {
        file: 'src/app/RootLayout.integration.test.tsx',
        test: "rendering in 'ar' sets dir=rtl and lang=ar on the document",
      },
      { file: 'tests/e2e/sign-in.spec.ts', test: 'signs in, lands on /dashboard' },
      AXE_SIGN_IN,
    ],
  },
  {
    id: '3.1.2',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: 'src/features/education/educationSettings/scriptNames.integration.test.tsx',
        test: 'fr: the Arabic name is tagged Arabic, right to left',
      },
      {
        file: 'src/features/students/mixedScripts.integration.test.tsx',
        test: 'a guardian card shows the Latin and the Arabic names apart, the Arabic one right to left',
      },
      {
        file: 'src/features/finances/ReceiptDialog.test.tsx',
        test: 'in Arabic the receipt reads right to left, in Arabic',
      },
    ],
  },
  // 3.2 Predictable
  untested('3.2.1', 'A'),
  untested('3.2.2', 'A'),
  {
    id: '3.2.3',
    level: 'AA',
    status: 'met',
    proofs: [{ file: SHELL, test: 'the admin reaches each entry and each child from the side menu' }],
  },
  untested('3.2.4', 'AA'),
  untested('3.2.6', 'A'),
  // 3.3 Input assistance
  {
    id: '3.3.1',
    level: 'A',
    status: 'met',
    proofs: [
      {
        file: 'src/features/auth/LoginPage.integration.test.tsx',
        test: 'wrong credentials show the translated error and keep the typed email and password',
      },
      {
        file: 'src/components/form/Form.test.tsx',
        test: 'shows translated validation messages under the fields',
      },
    ],
  },
  {
    id: '3.3.2',
    level: 'A',
    status: 'met',
    proofs: [
      AXE_SIGN_IN,
      { file: 'src/components/DeferredSelect.test.tsx', test: 'shows the chosen value, labelled' },
    ],
  },
  {
    id: '3.3.3',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: 'src/components/form/Form.test.tsx',
        test: 'a refused amount says why (too many decimals, ambiguous grouping, not a number, negative)',
      },
      {
        file: 'tests/e2e/transport-canteen-first-hour.desktop.spec.ts',
        test: 'times out of order and a busy car are said before saving',
      },
    ],
  },
  {
    id: '3.3.4',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: 'src/components/form/Form.test.tsx',
        test: 'an amount is read as the user means it: the recorded amount is shown before saving',
      },
      {
        file: 'src/components/form/Form.test.tsx',
        test: 'after a lost answer, changed values are sent with the same key',
      },
      {
        file: 'tests/e2e/transport-canteen-first-hour.desktop.spec.ts',
        test: 'a week with 19 empty dishes asks before it is published',
      },
    ],
  },
  {
    id: '3.3.7',
    level: 'A',
    status: 'met',
    proofs: [
      {
        file: 'src/features/students/StudentForm.integration.test.tsx',
        test: 'picks an existing family by searching its name',
      },
      {
        file: 'src/components/form/nothingLost.test.tsx',
        test: 'the form takes it back once when it opens on the same page',
      },
    ],
  },
  {
    id: '3.3.8',
    level: 'AA',
    status: 'met',
    proofs: [
      {
        file: KEYBOARD_JOURNEYS,
        test: 'sign in (a password manager may fill it: accessible authentication)',
      },
    ],
  },
  // 4.1 Compatible
  {
    id: '4.1.2',
    level: 'A',
    status: 'met',
    proofs: [
      AXE_DASHBOARD,
      AXE_SELF,
      {
        file: 'src/components/DataTable/DataTable.test.tsx',
        test: 'a sortable header is a button; clicking sorts ascending then toggles the order, with aria-sort on the th',
      },
      {
        file: 'src/features/shell/HorizontalMenu.integration.test.tsx',
        test: 'has aria-current="page"',
      },
    ],
  },
  {
    id: '4.1.3',
    level: 'AA',
    status: 'met',
    proofs: [
      { file: 'src/components/Select.test.tsx', test: 'the screen-reader status says' },
      {
        file: 'src/features/students/StudentsPage.announce.integration.test.tsx',
        test: 'fr: one polite region; a search says "1 élève" once',
      },
      {
        file: 'src/components/Toasts.integration.test.tsx',
        test: 'a save’s success toast is in exactly one live region',
      },
      {
        file: 'src/components/Toasts.integration.test.tsx',
        test: 'a failed save’s error is in exactly one live region',
      },
      {
        file: 'src/components/DataTable/DataTable.test.tsx',
        test: 'skeleton rows shaped like the table, a loading status',
      },
      {
        file: 'src/components/notify.offline.test.tsx',
        test: 'says the message in a plain notice, an alert for an error',
      },
    ],
  },
];

/**
 * The pages the checks cover: each one is opened by the browser suite (`audit.test.ts` checks it), in French and in
 * Arabic, on a desktop and a phone. Named by their registry path (no leading slash), `signIn` for the sign-in page;
 * the page shows each by its title.
 */
export const PAGES_COVERED = [
  'signIn',
  'dashboard',
  'studentengagment',
  'overdueList',
  'fullstudents',
  'studentdetails',
  'preregistrations',
  'news',
  'messagerie',
  'gestion-demandes',
  'lost-items',
  'lost-item-requests',
  'classesPage',
  'gestion-pedarogique',
  'teachers-profiles',
  'diagevaluation',
  'attendance',
  'attendance/absences',
  'attendance/child',
  'timetable',
  'timetable/child',
  'homework',
  'homework/child',
  'report-cards',
  'report-cards/child',
  'achats',
  'ingredients',
  'meals',
  'programs',
  'demandes-cantine',
  'expenses',
  'cars',
  'drivers',
  'lignes',
  'settings',
  'gestion-financiere-parametre',
  'gestion-scholaire-parametre',
  'student-management-config',
  'news-management-config',
  'educational-management-config',
  'files-types-management-config',
  'request-config',
  'access-management',
  'profile',
  'notifications',
] as const;

/** The last review of this audit against the project's checks (ISO date): the statement's evaluation date. */
export const EVALUATED_ON = '2026-11-29';
