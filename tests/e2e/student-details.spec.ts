import { expect, test, type Page } from '@playwright/test';
import { foldText } from '../../src/mocks/core/text.ts';
import { createSeed } from '../../src/mocks/seed.ts';
import {
  escapeRegExp,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  tr,
  openAs,
} from './support';

/**
 * Student details: from the list to a student typed without accents, their siblings, a new student; the
 * two settings screens. The demo data of the run is the seed, so the family is found from it.
 */
const seed = createSeed();

/** A student of branch 1 this year with an accent in the name and at least one sibling enrolled there too. */
function accentedWithSibling() {
  const enrolled = new Set(
    seed.enrolments.filter((e) => e.branchId === 1 && e.yearId === 2).map((e) => e.studentId),
  );
  const students = seed.students.filter((s) => s.branchId === 1 && enrolled.has(s.studentid));
  const student = students.find(
    (s) =>
      foldText(`${s.firstname_fr} ${s.lastname_fr}`) !== `${s.firstname_fr} ${s.lastname_fr}`.toLowerCase() &&
      students.some((other) => other.familyId === s.familyId && other.studentid !== s.studentid),
  )!;
  const sibling = students.find((other) => other.familyId === student.familyId && other !== student)!;
  return { student, sibling };
}

const nameOf = (s: { lastname_fr: string; firstname_fr: string }) => `${s.lastname_fr} ${s.firstname_fr}`;

/** The control labelled `label` (with or without the required star). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

async function noHorizontalScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width!);
}

for (const lang of LANGS) {
  test(`student details (${lang}): search without accents, open the student, follow a sibling`, async ({
    page,
  }, testInfo) => {
    // Six screens, each checked by axe.
    test.setTimeout(120_000);
    const { student, sibling } = accentedWithSibling();
    await openAs(page, 'admin', '/fullstudents', lang);
    await expectPageTitle(page, tr(lang, 'routes.fullstudents'));
    await page
      .getByRole('searchbox', { name: tr(lang, 'students.search') })
      .fill(foldText(`${student.firstname_fr} ${student.lastname_fr}`));
    const results = isPhone(testInfo)
      ? page.getByRole('list', { name: tr(lang, 'routes.fullstudents') })
      : page.getByRole('table', { name: tr(lang, 'routes.fullstudents') });
    const link = results.getByRole('link', { name: new RegExp(escapeRegExp(nameOf(student))) }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/studentdetails\\?id=${student.studentid}$`));
    await expectPageTitle(page, nameOf(student));
    await expect(page.getByText(student.massar)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `student overview ${lang}`);
    await noHorizontalScroll(page);

    await page.getByRole('tab', { name: tr(lang, 'studentDetails.tabs.family') }).click();
    await expect(page).toHaveURL(/tab=family/);
    const siblings = page.getByRole('region', { name: tr(lang, 'studentDetails.family.siblings') });
    await expect(siblings).toBeVisible();
    await expectNoSeriousA11yViolations(page, `student family ${lang}`);
    for (const tab of ['guardians', 'medical', 'documents', 'notes']) {
      await page.getByRole('tab', { name: tr(lang, `studentDetails.tabs.${tab}`) }).click();
      await expect(page.getByRole('tabpanel')).not.toBeEmpty();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `student ${tab} ${lang}`);
      if (tab === 'guardians') {
        await page.getByRole('button', { name: tr(lang, 'studentDetails.guardians.add') }).click();
        const dialog = page.getByRole('dialog', { name: tr(lang, 'studentDetails.guardians.addTitle') });
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, `guardian dialog ${lang}`);
        await dialog.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
        await expect(dialog).toHaveCount(0);
      }
      if (tab === 'documents') {
        // An uploaded document downloads under its name, and is the file it says (a PDF for the seeded ones).
        const document = seed.studentDocuments.find((d) => d.studentId === student.studentid)!;
        const downloading = page.waitForEvent('download');
        await page
          .getByRole('button', {
            name: tr(lang, 'studentDetails.documents.download', { name: document.fileName }),
          })
          .click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(document.fileName);
        const stream = await download.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    await page.getByRole('tab', { name: tr(lang, 'studentDetails.tabs.family') }).click();
    await siblings.getByRole('link', { name: nameOf(sibling), exact: true }).click();
    await expectPageTitle(page, nameOf(sibling));
    await expect(page).toHaveURL(new RegExp(`/studentdetails\\?id=${sibling.studentid}$`));
  });

  test(`student details (${lang}): the admin creates a student in a new family`, async ({
    page,
  }, testInfo) => {
    const massar = `E${String(Date.now() % 1_000_000_000).padStart(9, '0')}`.slice(0, 10);
    const lastname = `Essai${testInfo.project.name === 'phone' ? 'p' : 'd'}${lang}`;
    await openAs(page, 'admin', '/fullstudents', lang);
    await expectPageTitle(page, tr(lang, 'routes.fullstudents'));
    await page.getByRole('link', { name: tr(lang, 'studentDetails.form.newStudent') }).click();
    await expectPageTitle(page, tr(lang, 'studentDetails.form.newTitle'));
    // An empty submit shows the messages under the fields, in the page's language.
    await page.getByRole('button', { name: tr(lang, 'studentDetails.form.create') }).click();
    await expect(field(page, tr(lang, 'studentDetails.form.lastnameFr'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText(tr(lang, 'validation.required')).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `student form with errors ${lang}`);
    await noHorizontalScroll(page);

    await field(page, tr(lang, 'studentDetails.form.lastnameFr')).fill(lastname);
    await field(page, tr(lang, 'studentDetails.form.firstnameFr')).fill('Inès');
    await field(page, tr(lang, 'studentDetails.form.lastnameAr')).fill('التجربة');
    await field(page, tr(lang, 'studentDetails.form.firstnameAr')).fill('إيناس');
    await field(page, tr(lang, 'studentDetails.fields.gender')).selectOption('F');
    await field(page, tr(lang, 'studentDetails.fields.birthDate')).fill('2019-04-12');
    await field(page, tr(lang, 'studentDetails.fields.massar')).fill(massar);
    await field(page, tr(lang, 'studentDetails.fields.level')).selectOption('5');
    const classes = field(page, tr(lang, 'studentDetails.fields.class'));
    await expect(classes).toBeEnabled();
    await classes.selectOption({ index: 1 });
    await page.getByRole('radio', { name: tr(lang, 'studentDetails.form.newFamily') }).check();
    await field(page, tr(lang, 'studentDetails.form.familyName')).fill(lastname);
    await field(page, tr(lang, 'studentDetails.form.relation')).selectOption('mère');
    await field(page, tr(lang, 'studentDetails.form.guardianLastname')).fill(lastname);
    await field(page, tr(lang, 'studentDetails.form.guardianFirstname')).fill('Salma');
    await field(page, tr(lang, 'studentDetails.form.phone')).fill('+212 661 00 11 22');
    await page.getByRole('button', { name: tr(lang, 'studentDetails.form.create') }).click();
    await expectPageTitle(page, `${lastname} Inès`);
    await expect(page.getByText(massar)).toBeVisible();

    await page.goto(`/fullstudents?q=${lastname}`);
    const results = isPhone(testInfo)
      ? page.getByRole('list', { name: tr(lang, 'routes.fullstudents') })
      : page.getByRole('table', { name: tr(lang, 'routes.fullstudents') });
    await expect(results.getByRole('link', { name: new RegExp(`${lastname} Inès`) })).toBeVisible();
  });

  test(`student settings (${lang}): levels, statuses and document types are axe-clean`, async ({ page }) => {
    await openAs(page, 'admin', '/student-management-config', lang);
    await expectPageTitle(page, tr(lang, 'routes.student-management-config'));
    await expect(page.getByRole('region', { name: tr(lang, 'studentConfig.levels.title') })).toContainText(
      'CE1',
    );
    await expectNoSeriousA11yViolations(page, `student settings ${lang}`);
    await noHorizontalScroll(page);
    await page.goto('/files-types-management-config');
    await expectPageTitle(page, tr(lang, 'routes.files-types-management-config'));
    await expect(page.getByText('Certificat médical')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `document types ${lang}`);
    await page.getByRole('button', { name: tr(lang, 'studentConfig.types.add') }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'studentConfig.types.add') });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, `document type dialog ${lang}`);
    await noHorizontalScroll(page);
  });
}
