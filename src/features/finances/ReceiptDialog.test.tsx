import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../lib/saveFile';
import { db } from '../../mocks/core/db';
import { readPdf, TINY_JPEG } from '../../../tests/helpers/pdf';
import { renderSignedIn } from '../../../tests/helpers/shell';
import type * as ReceiptCanvas from './receiptCanvas';
import type { ReceiptModel } from './receiptDocument';
import { pdfFromJpeg } from './receiptPdf';

// jsdom has no 2D canvas: the drawing (checked in the browser suite) is replaced by a small JPEG; the PDF around it
// is the real one.
const JPEG = TINY_JPEG;
// The layout is the real one, measured with a fixed width per character.
vi.mock('./receiptCanvas', async (importOriginal) => {
  const actual = await importOriginal<typeof ReceiptCanvas>();
  return {
    ...actual,
    drawReceipt: vi.fn(async (model: ReceiptModel) => ({
      jpeg: JPEG,
      width: 1,
      height: 1,
      texts: actual.layoutReceipt(model, (text, size) => text.length * size * 0.5, null).texts,
    })),
  };
});

vi.mock('../../lib/saveFile', () => ({ saveFile: vi.fn() }));

beforeEach(() => vi.mocked(saveFile).mockClear());

/** Opens the first receipt of the parent's selected child. */
async function openReceipt(language: 'fr' | 'ar') {
  const app = await renderSignedIn('parent', '/studentengagment', { language });
  const panel = await screen.findByTestId('student-finance', {}, { timeout: 15_000 });
  const button = (await within(panel).findAllByRole('button', { name: /CAS-2026-\d{6}|MAR-2026-\d{6}/ }))[0]!;
  const number = /[A-Z]{3}-2026-\d{6}/.exec(button.getAttribute('aria-label') ?? '')![0];
  await app.user.click(button);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByTestId('receipt');
  return { ...app, dialog, number };
}

/** The branch a receipt number belongs to (its prefix is the city's first letters). */
const branchOf = (number: string) =>
  db.data.branches.find((candidate) => number.startsWith(candidate.city.slice(0, 3).toUpperCase()))!;

const bytesOf = async (blob: Blob) => new Uint8Array(await new Response(blob).arrayBuffer());

describe('receipt: one printed page titled with its number, and a PDF download', () => {
  it('the printed copy is the receipt once, titled "Reçu N° …", with the school’s identity', async () => {
    const { number } = await openReceipt('fr');
    const printed = document.querySelectorAll<HTMLElement>('body > [data-testid="receipt-document"]');
    expect(printed).toHaveLength(1);
    const copy = printed[0]!;
    expect(copy).toHaveAttribute('dir', 'ltr');
    expect(copy).toHaveAttribute('lang', 'fr');
    const titles = within(copy).getAllByRole('heading', { level: 1 });
    expect(titles.map((title) => title.textContent)).toEqual([`Reçu N° ${number}`]);
    // The school's name, the branch's address and phone, from the demo data.
    const branch = db.data.branches.find((candidate) =>
      number.startsWith(candidate.city.slice(0, 3).toUpperCase()),
    )!;
    const school = db.data.schools.find((candidate) => candidate.id === branch.schoolId)!;
    expect(copy).toHaveTextContent(school.schoolname);
    expect(copy).toHaveTextContent(branch.address!);
    expect(copy).toHaveTextContent(`Tél. ${branch.phone!}`);
    // The school identity's e-mail and legal identifiers (docs/api.md "School identity").
    expect(copy).toHaveTextContent(branch.email!);
    expect(copy).toHaveTextContent(`ICE ${branch.legal!.ice}`);
    expect(copy).toHaveTextContent(`CNSS ${branch.legal!.cnss}`);
  });

  it('in Arabic the receipt reads right to left, in Arabic', async () => {
    const { number } = await openReceipt('ar');
    const copy = document.querySelector<HTMLElement>('body > [data-testid="receipt-document"]')!;
    expect(copy).toHaveAttribute('dir', 'rtl');
    expect(copy).toHaveAttribute('lang', 'ar');
    expect(within(copy).getByRole('heading', { level: 1 })).toHaveTextContent(`إيصال رقم ${number}`);
    // The school's and the branch's names in Arabic script.
    const branch = db.data.branches.find((candidate) =>
      number.startsWith(candidate.city.slice(0, 3).toUpperCase()),
    )!;
    const school = db.data.schools.find((candidate) => candidate.id === branch.schoolId)!;
    expect(copy).toHaveTextContent(school.schoolname_ar!);
    expect(copy).toHaveTextContent(branch.branchname_ar!);
  });

  it('Download saves a PDF named recu-<number>.pdf', async () => {
    const { user, dialog, number } = await openReceipt('fr');
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe(`recu-${number}.pdf`);
    expect(blob.type).toBe('application/pdf');
    const pdf = readPdf(await bytesOf(blob));
    expect(pdf).toMatchObject({ header: '%PDF-', pages: 1, title: `Reçu N° ${number}`, image: true });
  });

  it('the PDF is one A4 page holding the drawn receipt, its objects where its table says, any script in its title', () => {
    const pdf = readPdf(
      pdfFromJpeg(JPEG, { width: 1, height: 1 }, { title: 'إيصال رقم CAS-2026-000001', lang: 'ar' }),
    );
    expect(pdf).toEqual({
      header: '%PDF-',
      pages: 1,
      count: 1,
      mediaBox: '0 0 595.28 841.89',
      objectsFound: true,
      objects: 6,
      title: 'إيصال رقم CAS-2026-000001',
      image: true,
      texts: [],
      invisible: false,
      toUnicode: false,
    });
  });
});

describe('receipt: numbers isolated in Arabic, the amount in words, a PDF with real text', () => {
  it('in Arabic every number (year range, phone, header and legal figures) is isolated left to right on screen and in print', async () => {
    const { number } = await openReceipt('ar');
    const branch = branchOf(number);
    const copy = document.querySelector<HTMLElement>('body > [data-testid="receipt-document"]')!;
    const ltr = [...copy.querySelectorAll('bdi[dir="ltr"]')].map((element) => element.textContent);
    expect(ltr).toContain('2026-2027');
    expect(ltr).toContain(branch.phone);
    // The legal identifiers: each figure is its own left-to-right value.
    expect(ltr).toContain(branch.legal!.ice);
    // No digit outside an isolate in the school's identity.
    for (const line of copy.querySelectorAll('.receipt > div:first-child p')) {
      const loose = [...line.childNodes].flatMap(function texts(node): string[] {
        if (node instanceof HTMLElement && node.matches('bdi[dir="ltr"]')) return [];
        if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ''];
        return [...node.childNodes].flatMap(texts);
      });
      expect(loose.join('')).not.toMatch(/\d/);
    }
  });

  it('states the amount paid in words, in French and in Arabic, and names each item once', async () => {
    // Every installment bears its fee's name ("Assurance — Assurance" before).
    const engagements = new Map(db.data.engagements.map((engagement) => [engagement.id, engagement]));
    for (const installment of db.data.installments) {
      installment.label = engagements.get(installment.engagementId)?.label ?? installment.label;
    }
    const fr = await openReceipt('fr');
    const words = within(fr.dialog).getByTestId('receipt-in-words');
    expect(words.textContent).toMatch(
      /^Arrêté le présent reçu à la somme de : [a-zéè -]+ dirhams?( et [a-zéè -]+ centimes?)?\.$/,
    );
    const items = within(fr.dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent)
      .filter((item) => item !== undefined);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).not.toContain(' — ');
    fr.unmount();
    const ar = await openReceipt('ar');
    expect(within(ar.dialog).getByTestId('receipt-in-words').textContent).toMatch(
      /^حُصر هذا الإيصال في مبلغ: .*(درهم|دراهم|درهما|درهمان).*\.$/,
    );
  });

  it('the PDF carries the receipt’s texts as a selectable text layer, in reading order', async () => {
    const { user, dialog, number } = await openReceipt('ar');
    await user.click(within(dialog).getByRole('button', { name: 'تنزيل' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const pdf = readPdf(await bytesOf(vi.mocked(saveFile).mock.calls[0]![1]));
    expect(pdf).toMatchObject({ invisible: true, toUnicode: true, objectsFound: true });
    expect(pdf.texts).toContain(`إيصال رقم ${number}`);
    expect(pdf.texts).toContain(`الهاتف: ${branchOf(number).phone!}`);
    expect(pdf.texts.join(' ')).toContain('حُصر هذا الإيصال في مبلغ:');
    // Reading order, without the drawing's directional isolates.
    expect(pdf.texts.join('')).not.toMatch(/[\u2066-\u2069]/);
  });
});
