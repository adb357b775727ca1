import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readPdf } from '../helpers/pdf';
import {
  demoToken,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  openAs,
  tr,
  type Lang,
} from './support';

/**
 * School documents (docs/api.md "School documents", docs/architecture.md "Documents: print and PDF"): the office issues a
 * document from the student's record in the document's own language, it prints alone on one A4 page in that
 * language's direction, and its code is found genuine on the verification page; axe on each. An issued document also
 * downloads as a PDF of the same pages, its text selectable. Desktop and phone, French and Arabic.
 */
const YASMINE = 101;
/** Yasmine's name as a document in each language writes it. */
const YASMINE_NAME: Record<Lang, string> = { fr: 'Yasmine EL IDRISSI', ar: 'ياسمين الإدريسي' };

/** The number of pages of Chromium's PDF of the print. */
async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pages = (await page.pdf({ format: 'A4' })).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  await page.emulateMedia({ media: 'screen' });
  return pages.length;
}

async function issue(page: Page, lang: Lang, type: 'schooling' | 'enrolment' | 'payments') {
  const panel = page.getByRole('region', { name: tr(lang, 'documents.panel.title') });
  await panel.getByRole('button', { name: tr(lang, `documents.types.${type}`), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, `documents.types.${type}`) });
  await expect(dialog.getByTestId('document-number')).toHaveText(tr(lang, `documents.doc.${lang}.draft`));
  // A draft is never handed out: neither printed nor downloaded.
  await expect(dialog.getByRole('button', { name: tr(lang, 'common.pdf.download') })).toHaveCount(0);
  await dialog.getByRole('button', { name: tr(lang, 'documents.dialog.issue'), exact: true }).click();
  await expect(dialog.getByRole('button', { name: tr(lang, 'documents.dialog.print') })).toBeVisible();
  const number = (await dialog.getByTestId('document-number').textContent())?.match(
    /[A-Z]{2}-\d{4}-\d{5}/,
  )?.[0];
  const code = (await dialog.getByTestId('document-code').textContent())?.match(
    /[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/,
  )?.[0];
  expect(number).toBeTruthy();
  expect(code).toBeTruthy();
  return { dialog, number: number!, code: code! };
}

/**
 * A student of Casablanca Anfa whose family has a few payments and is no other test's: the parent's family (Yasmine's)
 * pays online in tests/e2e/online-payment.spec.ts, so its statement grows while the suite runs.
 */
async function studentWithFewPayments(page: Page): Promise<number> {
  const headers = { Authorization: await demoToken(page, 'admin'), WebClientCall: 'true' };
  const list = await page.request.get('/api/students?branch=1&year=2&page=3&pageSize=25', { headers });
  const { items } = (await list.json()) as { items: Array<{ studentid: number }> };
  for (const { studentid } of items) {
    const finance = await page.request.get(`/api/students/${studentid}/finance?year=2`, { headers });
    const { payments } = (await finance.json()) as { payments: unknown[] };
    if (payments.length > 0 && payments.length <= 6) return studentid;
  }
  throw new Error('no student of branch 1 with one to six payments');
}

for (const lang of LANGS) {
  test(`documents (${lang}): an enrolment attestation issued from the record prints alone on one A4 page in its direction; its code is genuine on the verification page`, async ({
    page,
  }) => {
    await openAs(page, 'admin', `/studentdetails?id=${YASMINE}&tab=attestations`, lang);
    const panel = page.getByRole('region', { name: tr(lang, 'documents.panel.title') });
    await expect(panel).toBeVisible();
    const { dialog, number, code } = await issue(page, lang, 'enrolment');
    // In the interface's language by default, the child's name in its script.
    await expect(
      dialog
        .getByRole('region')
        .getByRole('heading', { name: tr(lang, `documents.doc.${lang}.enrolment.title`) }),
    ).toBeVisible();
    await expect(dialog).toContainText(lang === 'ar' ? 'ياسمين' : 'Yasmine');
    await expectNoSeriousA11yViolations(page, `the ${lang} enrolment attestation`);

    const printed = page.getByTestId('document-print');
    await expect(printed).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(printed).toContainText(number);
    expect(await printedPages(page)).toBe(1);

    await dialog.getByRole('button', { name: tr(lang, 'common.close') }).click();
    await expect(panel.getByTestId('issued-documents')).toContainText(number);
    await panel.getByRole('link', { name: tr(lang, 'documents.panel.verify') }).click();
    await expectPageTitle(page, tr(lang, 'routes.documents'));
    await page.getByLabel(tr(lang, 'documents.verify.code')).fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: tr(lang, 'documents.verify.submit'), exact: true }).click();
    const result = page.getByTestId('verification');
    await expect(result.getByRole('heading', { name: tr(lang, 'documents.verify.genuine') })).toBeVisible();
    await expect(result).toContainText(number);
    // In the branch's register (other tests issue documents at the same time: not always first).
    await expect(page.getByTestId('document-register')).toContainText(number);
    await expectNoSeriousA11yViolations(page, `the ${lang} verification page`);
  });

  test(`documents (${lang}): the family's payment statement, in Arabic, lists its payments and prints on one A4 page`, async ({
    page,
  }) => {
    const student = await studentWithFewPayments(page);
    await openAs(page, 'admin', `/studentdetails?id=${student}&tab=attestations`, lang);
    const panel = page.getByRole('region', { name: tr(lang, 'documents.panel.title') });
    await panel.getByRole('button', { name: tr(lang, 'documents.types.payments'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'documents.types.payments') });
    await dialog.getByRole('radio', { name: 'العربية' }).check();
    await expect(
      dialog.getByRole('region').getByRole('heading', { name: tr('ar', 'documents.doc.ar.payments.title') }),
    ).toBeVisible();
    const rows = dialog.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await dialog.getByRole('button', { name: tr(lang, 'documents.dialog.issue'), exact: true }).click();
    const printed = page.getByTestId('document-print');
    await expect(printed).toHaveAttribute('dir', 'rtl');
    await expect(printed.locator('tbody tr')).toHaveCount(await rows.count());
    expect(await printedPages(page)).toBe(1);
  });

  test(`documents (${lang}): the issued certificate of schooling downloads as a one-page PDF named after its number, the child's name in its text`, async ({
    page,
  }) => {
    await openAs(page, 'admin', `/studentdetails?id=${YASMINE}&tab=attestations`, lang);
    const { dialog, number } = await issue(page, lang, 'schooling');
    const button = dialog.getByRole('button', { name: tr(lang, 'common.pdf.download') });
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`certificat-scolarite-${number}.pdf`);
    const pdf = readPdf(await readFile((await file.path())!));
    // One page, as printed: the PDF is drawn from the print's own copy.
    expect(pdf).toMatchObject({ header: '%PDF-', pages: 1, count: 1, invisible: true, toUnicode: true });
    expect(await printedPages(page)).toBe(1);
    // The text layer, in the document's language: the name in its script, the number.
    const text = pdf.texts.join(' ');
    expect(text).toContain(YASMINE_NAME[lang]);
    expect(text).toContain(number);
    expect(pdf.title).toContain(number);
    await expect(button).toBeEnabled();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
}
