import { expect, test, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/universal';
import {
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  tr,
  type Lang,
} from './support';

/**
 * The student import from a spreadsheet (docs/architecture.md "Student import", docs/api.md "Student imports"): the
 * admin opens it from the student list, gives it the workbook the office keeps (a title line, group cells merged
 * over the headers, birth dates as Excel day numbers, phones Excel stripped of their 0), checks the rows, imports
 * the two siblings as one family; the same students saved as a French Excel CSV (Windows-1252, ";") are then all
 * recognised and nothing is created twice; the batch is undone from the history. Axe on every step. Each run has
 * its own family, so the four runs (fr, ar; desktop, phone) share the demo API without meeting.
 */
const FAMILIES = [
  { fr: 'Zerhouni', ar: 'الزرهوني' },
  { fr: 'Zemmouri', ar: 'الزموري' },
  { fr: 'Zeggaf', ar: 'الزكاف' },
  { fr: 'Zaari', ar: 'الزعري' },
] as const;

type Child = { first: string; firstAr: string; day: number; born: string; gender: string; level: string };
const CHILDREN: Child[] = [
  // Day 43172 of Excel's calendar is 13 March 2018.
  { first: 'Inès', firstAr: 'إيناس', day: 43172, born: '13/03/2018', gender: 'F', level: 'CE1' },
  { first: 'Adam', firstAr: 'آدم', day: 42618, born: '05/09/2016', gender: 'M', level: 'CM1' },
  // 31 February: the row the preview names and leaves out.
  { first: 'Élyès', firstAr: 'إلياس', day: 0, born: '31/02/2015', gender: 'M', level: 'CE1' },
];

function family(lang: Lang, phone: boolean) {
  const index = LANGS.indexOf(lang) * 2 + (phone ? 1 : 0);
  const names = FAMILIES[index]!;
  return {
    ...names,
    file: `eleves-${lang}-${phone ? 'phone' : 'desktop'}`,
    massar: (line: number) => `Z9${index}00000${String(line).padStart(2, '0')}`,
    phone: 661_000_000 + index * 100,
  };
}

/** The office's workbook: a title line, "Élève" and "Père" merged over their columns, dates as day numbers. */
async function workbook(lang: Lang, phone: boolean): Promise<Buffer> {
  const f = family(lang, phone);
  const blob = await writeXlsxFile([
    [{ value: 'Inscriptions 2026-2027 — Casablanca Anfa' }],
    [
      { value: 'Élève', columnSpan: 8 },
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      { value: 'Père', columnSpan: 3 },
      null,
      null,
    ],
    [
      'Nom',
      'Prénom',
      'Nom arabe',
      'Prénom arabe',
      'Date de naissance',
      'Sexe',
      'Niveau',
      'Code Massar',
      'Nom',
      'Prénom',
      'Téléphone',
    ].map((value) => ({ value })),
    ...CHILDREN.map((child, line) => [
      { value: f.fr },
      { value: child.first },
      { value: f.ar },
      { value: child.firstAr },
      child.day ? { value: child.day, type: Number } : { value: child.born },
      { value: child.gender },
      { value: child.level },
      { value: f.massar(line + 1) },
      { value: f.fr },
      { value: 'Karim' },
      // A phone column Excel read as a number: its leading 0 is gone.
      { value: f.phone, type: Number },
    ]),
  ]).toBlob();
  return Buffer.from(await blob.arrayBuffer());
}

/** The same students as French Excel's "CSV (séparateur : point-virgule)" writes them: Windows-1252. */
function windows1252Csv(lang: Lang, phone: boolean): Buffer {
  const f = family(lang, phone);
  const lines = [
    'Nom;Prénom;Date de naissance;Sexe;Niveau;Code Massar;Nom du père;Prénom du père;Téléphone du père',
    ...CHILDREN.map((child, line) =>
      [
        f.fr,
        child.first,
        child.born,
        child.gender,
        child.level,
        f.massar(line + 1),
        f.fr,
        'Karim',
        `0${f.phone}`,
      ].join(';'),
    ),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
}

const plural = (lang: Lang, count: number) => (lang === 'ar' ? (count === 2 ? 'two' : 'other') : 'other');

async function upload(page: Page, lang: Lang, name: string, buffer: Buffer, mimeType: string) {
  await page.getByLabel(tr(lang, 'studentImport.file')).setInputFiles({ name, mimeType, buffer });
  await expect(
    page.getByRole('heading', { name: tr(lang, 'studentImport.columns.title', { file: name }) }),
  ).toBeVisible();
}

async function checkRows(page: Page, lang: Lang, name: string) {
  await page.getByRole('button', { name: tr(lang, 'studentImport.columns.next') }).click();
  await expect(
    page.getByRole('heading', { name: tr(lang, 'studentImport.preview.title', { file: name }) }),
  ).toBeVisible();
}

for (const lang of LANGS) {
  test(`student import (${lang}): an office workbook with merged headers and day-number dates imports two siblings as one family; the same file saved as a Windows-1252 CSV creates nothing twice; the batch is undone; axe-clean`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    const f = family(lang, phone);
    await openAs(page, 'admin', '/fullstudents', lang);
    await page.getByRole('link', { name: tr(lang, 'routes.student-import') }).click();
    await expectPageTitle(page, tr(lang, 'routes.student-import'));
    await expectNoSeriousA11yViolations(page, `the ${lang} import's first step`);

    // The workbook: the header line is found under the title and the merged group row, the columns guessed.
    await upload(
      page,
      lang,
      `${f.file}.xlsx`,
      await workbook(lang, phone),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const fatherPhone = page.getByRole('combobox', { name: 'Père Téléphone' });
    await expect(fatherPhone).toHaveValue('guardian1.phone');
    await expect(page.getByRole('combobox', { name: 'Élève Date de naissance' })).toHaveValue('birthDate');
    await expectNoSeriousA11yViolations(page, `the ${lang} import's columns`);

    await checkRows(page, lang, `${f.file}.xlsx`);
    await expect(page.getByTestId('import-count-ready')).toHaveText(/2/);
    await expect(page.getByTestId('import-count-problems')).toHaveText(/1/);
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText(tr(lang, 'studentImport.problems.INVALID_DATE'));
    await expectNoSeriousA11yViolations(page, `the ${lang} import's preview`);
    await page
      .getByRole('button', {
        name: tr(lang, `studentImport.preview.confirm_${plural(lang, 2)}`, { countText: '2' }),
      })
      .click();
    await expect(page.getByRole('heading', { name: tr(lang, 'studentImport.result.title') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the ${lang} import's result`);

    // The same students again, from a CSV in Windows-1252: read with its accents, all recognised, nothing to import.
    await page.getByRole('button', { name: tr(lang, 'studentImport.result.another') }).click();
    await upload(page, lang, `${f.file}.csv`, windows1252Csv(lang, phone), 'text/csv');
    await checkRows(page, lang, `${f.file}.csv`);
    await expect(page.getByTestId('import-count-existing')).toHaveText(/2/);
    await expect(page.getByTestId('import-count-ready')).toHaveText(/0/);
    await expect(
      page.getByRole('button', { name: tr(lang, 'studentImport.preview.nothingToImport') }),
    ).toBeDisabled();
    await page
      .getByRole('button', { name: tr(lang, 'studentImport.preview.filters.all_other', { countText: '3' }) })
      .click();
    await expect(preview).toContainText(`${f.fr} Inès`);
    await expect(preview).toContainText('Élyès');

    // The two siblings are in the list, in one family; the batch is undone from the history and they are gone.
    await openAs(page, 'admin', `/fullstudents?q=${f.fr}`, lang);
    // Their names link to their records (a table on a desktop, cards on a phone).
    const records = page.locator('#main-content').getByRole('link', { name: new RegExp(`^${f.fr} `) });
    await expect(records).toHaveCount(2);
    await page.getByRole('link', { name: tr(lang, 'routes.student-import') }).click();
    await page
      .getByRole('button', { name: tr(lang, 'studentImport.history.undoNamed', { file: `${f.file}.xlsx` }) })
      .click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'studentImport.result.undoTitle') });
    await dialog.getByRole('button', { name: tr(lang, 'studentImport.result.undo') }).click();
    await expect(dialog).toBeHidden();
    await expectNoSeriousA11yViolations(page, `the ${lang} import's history`);
    await page.goto(`/fullstudents?q=${f.fr}`);
    await expect(page.getByText(tr(lang, 'table.noResults'))).toBeVisible();
  });
}
