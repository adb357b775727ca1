import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expectPageTitle,
  LANGS,
  openAs,
  openWeeksAhead,
  setLanguage,
  tr,
  weekCopiedInto,
} from './support';
import { formatDay } from '../../src/features/canteen/format.ts';

/**
 * Keyboard only (WCAG 2.1.1, docs/accessibility.md): the office's everyday journeys done with Tab, Shift+Tab,
 * Enter, Space, Escape and typing, never a click. A dialog takes the focus when it opens, keeps it inside while
 * open (Tab wraps) and gives it back to the control that opened it when it closes.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
): Promise<void> {
  const { back = false, max = 80 } = options;
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused();
}

/** The focus stays in `dialog`: as many Tabs as it has controls, and one more, never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const controls = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
    .count();
  for (let step = 0; step <= controls; step += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((element) => element.contains(document.activeElement)),
      'focus stays in the dialog',
    ).toBe(true);
  }
}

for (const lang of LANGS) {
  test(`keyboard: every office journey with the keyboard only — sign in (a password manager may fill it: accessible authentication) and find a student through the menu (${lang})`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await page.goto('/');
    await tabTo(page, page.getByLabel(tr(lang, 'login.email'), { exact: true }));
    await page.keyboard.type(ACCOUNTS.admin.email);
    const password = page.getByLabel(tr(lang, 'login.password'), { exact: true });
    await tabTo(page, password);
    // Accessible authentication (WCAG 3.3.8, 1.3.5): the fields say what they hold, so a password manager fills
    // them, and pasting the password is never blocked.
    await expect(page.getByLabel(tr(lang, 'login.email'), { exact: true })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    const pasteBlocked = await password.evaluate((input) => {
      const paste = new ClipboardEvent('paste', {
        bubbles: true,
        cancelable: true,
        clipboardData: new DataTransfer(),
      });
      input.dispatchEvent(paste);
      return paste.defaultPrevented;
    });
    expect(pasteBlocked, 'pasting into the password is allowed').toBe(false);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));

    // The side menu: open the students' group, then its full list.
    const menu = page.getByTestId('sidebar');
    const group = menu.getByRole('button', { name: tr(lang, 'menu.students'), exact: true });
    await tabTo(page, group);
    await page.keyboard.press('Enter');
    const entry = menu.getByRole('link', { name: tr(lang, 'menu.fullstudents'), exact: true });
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    await expectPageTitle(page, tr(lang, 'routes.fullstudents'));

    await tabTo(page, page.getByRole('searchbox', { name: tr(lang, 'students.search') }));
    await page.keyboard.type('yasmine el idrissi');
    const student = page
      .getByRole('main')
      .getByRole('link', { name: /Yasmine/ })
      .first();
    await tabTo(page, student);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/studentdetails\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Yasmine');
  });
}

test('keyboard: every office journey with the keyboard only — record a payment, the dialog keeping and giving back the focus', async ({
  page,
}) => {
  // A late family no other test pays (payment-clears-overdue.spec.ts pays the 4th to the 7th).
  await openAs(page, 'admin', '/overdueList?pageSize=100', 'fr');
  await expectPageTitle(page, tr('fr', 'routes.overdueList'));
  const family = page
    .getByRole('main')
    .locator('a[href*="studentengagment/family/"]')
    .filter({ visible: true })
    .nth(10);
  await tabTo(page, family, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studentengagment\/family\/\d+/);

  const open = page.getByRole('button', { name: tr('fr', 'finances.payment.open') });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  // The form opens in the page (a family may have dozens of installments), its title taking the focus.
  const form = page.getByRole('form', { name: tr('fr', 'finances.payment.title') });
  await expect(form).toBeVisible();
  await expect(
    page.getByRole('heading', { name: tr('fr', 'finances.payment.title'), exact: true }),
  ).toBeFocused();
  const amount = form.getByRole('textbox', { name: tr('fr', 'finances.payment.amount'), exact: true });
  await tabTo(page, amount);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('50');
  await tabTo(page, form.getByRole('button', { name: tr('fr', 'finances.payment.submit') }));
  await page.keyboard.press('Enter');

  // The receipt: a dialog that takes the focus and keeps it until Escape closes it.
  const receipt = page.getByRole('dialog', { name: new RegExp(tr('fr', 'finances.receipt.title')) });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, receipt);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await expect(form).toBeHidden();
  // The form that opened it is gone: the focus goes to the page's title, so the keyboard goes on from the family's
  // page, not from its start.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});

// Applications under review in Casablanca whose level has a seat; preregistrations.spec.ts takes the first four.
const seed = createSeed();
const seated = new Map<number, number>();
for (const enrolment of seed.enrolments)
  if (enrolment.yearId === 2 && enrolment.status !== 'left')
    seated.set(enrolment.classId, (seated.get(enrolment.classId) ?? 0) + 1);
const application = seed.applications.filter(
  (candidate) =>
    candidate.branchId === 1 &&
    candidate.status === 'under_review' &&
    seed.classes.some(
      (cls) =>
        cls.branchId === 1 &&
        cls.yearId === 2 &&
        cls.levelId === candidate.levelId &&
        cls.capacity > (seated.get(cls.id) ?? 0),
    ),
)[4];

test('keyboard: every office journey with the keyboard only — accept an application and enrol it in a class', async ({
  page,
}) => {
  expect(application, 'a fifth application under review with a seat').toBeDefined();
  const name = `${application!.firstname_fr} ${application!.lastname_fr}`;
  await openAs(page, 'admin', '/preregistrations', 'fr');
  await expectPageTitle(page, tr('fr', 'routes.preregistrations'));
  await tabTo(page, page.getByRole('searchbox', { name: tr('fr', 'preregistrations.search') }));
  await page.keyboard.type(application!.reference);
  await expect(page).toHaveURL(/q=PR-/);
  const link = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(application!.lastname_fr) })
    .first();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', {
    name: tr('fr', 'preregistrations.detail.title', { reference: application!.reference }),
  });
  await expect(detail).toBeVisible();

  const accept = detail.getByRole('button', {
    name: tr('fr', 'preregistrations.actions.accepted'),
    exact: true,
  });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', {
    name: tr('fr', 'preregistrations.confirm.title', {
      action: tr('fr', 'preregistrations.actions.accepted'),
      name,
    }),
  });
  await expect(confirm).toBeVisible();
  await tabTo(
    page,
    confirm.getByRole('button', { name: tr('fr', 'preregistrations.actions.accepted'), exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();

  const enrolButton = detail.getByRole('button', {
    name: tr('fr', 'preregistrations.actions.enrolled'),
    exact: true,
  });
  await tabTo(page, enrolButton);
  await page.keyboard.press('Enter');
  const enrol = page.getByRole('dialog', { name: tr('fr', 'preregistrations.enrol.title', { name }) });
  await expect(enrol).toBeVisible();
  // A radio group: Tab reaches it, Space chooses the first class with a seat.
  await tabTo(page, enrol.locator('input[type=radio]:not([disabled])').first());
  await page.keyboard.press('Space');
  await tabTo(
    page,
    enrol.getByRole('button', { name: tr('fr', 'preregistrations.enrol.submit'), exact: true }),
  );
  await page.keyboard.press('Enter');
  const anyway = enrol.getByRole('button', {
    name: tr('fr', 'preregistrations.enrol.submitAnyway'),
    exact: true,
  });
  await expect(enrol.or(anyway).first()).toBeVisible();
  if (await anyway.isVisible()) {
    await tabTo(page, anyway);
    await page.keyboard.press('Enter');
  }
  await expect(enrol).toBeHidden();
  await expect(detail).toContainText(tr('fr', 'preregistrations.status.enrolled'));
});

test('keyboard: every office journey with the keyboard only — answer a parent’s request', async ({
  page,
}) => {
  await openAs(page, 'admin', '/gestion-demandes', 'fr');
  await expectPageTitle(page, tr('fr', 'routes.gestion-demandes'));
  const request = page.getByRole('main').locator('a[href*="id="]').filter({ visible: true }).nth(6);
  await tabTo(page, request, { max: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Demande DEM-/ });
  await expect(dialog).toBeVisible();
  const reply = `Bien reçu, nous revenons vers vous (${Date.now().toString(36)}).`;
  await tabTo(page, dialog.getByRole('textbox', { name: /Votre message/ }));
  await page.keyboard.type(reply);
  await tabTo(page, dialog.getByRole('button', { name: tr('fr', 'requests.reply.send'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(reply)).toBeVisible();
  await expectFocusTrapped(page, dialog);
  // Escape closes the request and gives the focus back to the link that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(request).toBeFocused();
});

test('keyboard: every office journey with the keyboard only — fill a week’s menu and publish it', async ({
  page,
}) => {
  // The second open school week from the week after next (a holiday week's days have no menu): a week no other test
  // writes (canteen-journey.desktop.spec.ts publishes the first).
  const week = openWeeksAhead(2, 2)[1]!;
  await openAs(page, 'admin', `/programs?week=${week}`, 'fr');
  await expectPageTitle(page, tr('fr', 'routes.programs'));
  const copy = page.getByRole('button', { name: tr('fr', 'canteen.programs.copyPrevious') });
  await tabTo(page, copy);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(tr('fr', 'canteen.programs.copied', { date: formatDay(weekCopiedInto(week), 'fr') })),
  ).toBeVisible();

  // One dish changed with the arrow keys: the first open day's main course takes the next meal of the list.
  const main = page.getByRole('combobox', { name: tr('fr', 'canteen.course.main'), disabled: false }).first();
  await tabTo(page, main);
  const before = await main.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(main).not.toHaveValue(before);

  const publish = page.getByRole('button', { name: tr('fr', 'canteen.programs.publish') });
  await tabTo(page, publish, { back: true });
  await page.keyboard.press('Enter');
  // A week with a dish left empty is published once the office confirms it.
  const confirm = page.getByRole('dialog');
  const published = page.getByText(tr('fr', 'canteen.programStatus.published'), { exact: true });
  await expect(confirm.or(published).first()).toBeVisible();
  if (await confirm.isVisible()) {
    await tabTo(page, confirm.getByRole('button').last());
    await page.keyboard.press('Enter');
  }
  await expect(published).toBeVisible();
});
