import { expect, test, type Page } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import {
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  tr,
  type Lang,
  openAs,
} from './support';

/**
 * Pre-registrations in fr and ar, desktop and phone. The suite shares one demo API kept in memory and runs
 * in parallel, so each run works on its own application: the seed's applications under review in Casablanca
 * (branch 1) whose level still has a seat, one per language and project.
 */
const seed = createSeed();
const seated = new Map<number, number>();
for (const enrolment of seed.enrolments) {
  if (enrolment.yearId === 2 && enrolment.status !== 'left') {
    seated.set(enrolment.classId, (seated.get(enrolment.classId) ?? 0) + 1);
  }
}
const hasSeat = (levelId: number) =>
  seed.classes.some(
    (cls) =>
      cls.branchId === 1 &&
      cls.yearId === 2 &&
      cls.levelId === levelId &&
      cls.capacity > (seated.get(cls.id) ?? 0),
  );
const candidates = seed.applications.filter(
  (application) =>
    application.branchId === 1 && application.status === 'under_review' && hasSeat(application.levelId),
);

function results(page: Page, lang: Lang, phone: boolean) {
  return phone
    ? page.getByRole('list', { name: tr(lang, 'routes.preregistrations') })
    : page.getByRole('table', { name: tr(lang, 'routes.preregistrations') });
}

for (const lang of LANGS) {
  test(`pre-registrations (${lang}): a status chip filters the list through the URL, axe-clean`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await openAs(page, 'admin', '/preregistrations', lang);
    await expectPageTitle(page, tr(lang, 'routes.preregistrations'));
    const chips = page.getByRole('group', { name: tr(lang, 'preregistrations.filters.byStatus') });
    const waitlisted = chips.getByRole('button', {
      name: new RegExp(`^${tr(lang, 'preregistrations.status.waitlisted')}`),
    });
    await waitlisted.click();
    await expect(page).toHaveURL(/status=waitlisted/);
    await expect(waitlisted).toHaveAttribute('aria-pressed', 'true');
    const list = results(page, lang, phone);
    await expect(list).toContainText(tr(lang, 'preregistrations.status.waitlisted'));
    for (const other of ['accepted', 'rejected', 'enrolled'] as const) {
      await expect(list).not.toContainText(tr(lang, `preregistrations.status.${other}`));
    }
    await expectNoSeriousA11yViolations(page, `pre-registrations list ${lang}`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    // The office's "New application" form, with its second guardian shown.
    await page.getByRole('button', { name: tr(lang, 'preregistrations.create.open') }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'preregistrations.create.title') });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('checkbox', { name: tr(lang, 'preregistrations.create.addSecondGuardian') })
      .check();
    await expect(
      dialog.getByRole('group', { name: tr(lang, 'preregistrations.create.guardian', { number: '2' }) }),
    ).toBeVisible();
    // Dialogs keep their actions in view at any height: the long form scrolls, Save and Cancel stay.
    await expect(
      dialog.getByRole('button', { name: tr(lang, 'preregistrations.create.submit'), exact: true }),
    ).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: tr(lang, 'common.cancel'), exact: true })).toBeInViewport(
      {
        ratio: 1,
      },
    );
    await expectNoSeriousA11yViolations(page, `new application form ${lang}`);
    await dialog.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
    await expect(dialog).toHaveCount(0);
  });

  test(`pre-registrations (${lang}): accept an application under review and enrol it in a class`, async ({
    page,
  }, testInfo) => {
    // Four screens and three dialogs, each checked by axe: more than the default 30 s on a busy machine.
    test.slow();
    const phone = isPhone(testInfo);
    const application = candidates[(lang === 'fr' ? 0 : 1) + (phone ? 2 : 0)];
    expect(application, 'an application under review with a seat left').toBeDefined();
    const name = `${application!.firstname_fr} ${application!.lastname_fr}`;
    await openAs(page, 'admin', '/preregistrations', lang);
    await expectPageTitle(page, tr(lang, 'routes.preregistrations'));
    await page
      .getByRole('group', { name: tr(lang, 'preregistrations.filters.byStatus') })
      .getByRole('button', { name: new RegExp(`^${tr(lang, 'preregistrations.status.under_review')}`) })
      .click();
    await expect(page).toHaveURL(/status=under_review/);
    await page
      .getByRole('searchbox', { name: tr(lang, 'preregistrations.search') })
      .fill(application!.reference);
    await expect(page).toHaveURL(/q=PR-/);
    const list = results(page, lang, phone);
    await list
      .getByRole('link', { name: new RegExp(application!.lastname_fr) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`id=${application!.id}`));

    const detail = page.getByRole('dialog', {
      name: tr(lang, 'preregistrations.detail.title', { reference: application!.reference }),
    });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(application!.lastname_fr);
    await expectNoSeriousA11yViolations(page, `application detail ${lang}`);

    await detail
      .getByRole('button', { name: tr(lang, 'preregistrations.actions.accepted'), exact: true })
      .click();
    const confirm = page.getByRole('dialog', {
      name: tr(lang, 'preregistrations.confirm.title', {
        action: tr(lang, 'preregistrations.actions.accepted'),
        name,
      }),
    });
    await expect(confirm).toBeVisible();
    await confirm
      .getByRole('button', { name: tr(lang, 'preregistrations.actions.accepted'), exact: true })
      .click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByText(
        tr(lang, 'preregistrations.done', { name, status: tr(lang, 'preregistrations.status.accepted') }),
      ),
    ).toBeVisible();

    await detail
      .getByRole('button', { name: tr(lang, 'preregistrations.actions.enrolled'), exact: true })
      .click();
    const enrol = page.getByRole('dialog', { name: tr(lang, 'preregistrations.enrol.title', { name }) });
    await expect(enrol).toBeVisible();
    const seat = enrol.locator('input[type=radio]:not([disabled])').first();
    await seat.check();
    await expectNoSeriousA11yViolations(page, `enrol dialog ${lang}`);
    await enrol.getByRole('button', { name: tr(lang, 'preregistrations.enrol.submit'), exact: true }).click();
    // A file with a document not received or its fee unpaid is enrolled only once the office confirms, told what
    // is missing (the seed says which).
    const incomplete = !application!.feePaid || application!.documents.some((document) => !document.received);
    if (incomplete) {
      // The sentence up to the list of what is missing ("Le dossier est incomplet").
      const missingSentence = tr(lang, 'preregistrations.enrol.missing', { items: '' }).split(':')[0]!.trim();
      await expect(enrol.getByRole('alert')).toContainText(missingSentence);
      await enrol
        .getByRole('button', { name: tr(lang, 'preregistrations.enrol.submitAnyway'), exact: true })
        .click();
    }
    await expect(enrol).toBeHidden();
    const link = detail.getByRole('link', { name: tr(lang, 'preregistrations.detail.student') });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /\/studentdetails\?id=\d+/);
    await expect(detail).toContainText(tr(lang, 'preregistrations.status.enrolled'));
  });
}
