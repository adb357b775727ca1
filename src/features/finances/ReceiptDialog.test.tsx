import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../lib/saveFile';
import { db } from '../../mocks/core/db';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { pdfFromJpeg } from './receiptPdf';

// jsdom has no 2D canvas: the drawing (checked in the browser suite) is replaced by a small JPEG; the PDF around it
// is the real one.
const JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (char) => char.charCodeAt(0),
);
vi.mock('./receiptCanvas', () => ({
  A4: { width: 595.28, height: 841.89 },
  drawReceipt: vi.fn(async () => ({ jpeg: JPEG, width: 1, height: 1 })),
}));

/** The structure of a one-image PDF: header, pages, title, and a cross-reference table that points at its objects. */
function readPdf(bytes: Uint8Array) {
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  const hex = /\/Title <FEFF([0-9A-F]*)>/.exec(text)?.[1] ?? '';
  return {
    header: text.slice(0, 5),
    pages: text.match(/\/Type \/Page(?!s)/g)?.length ?? 0,
    mediaBox: /\/MediaBox \[([^\]]*)\]/.exec(text)?.[1],
    objectsFound: offsets.every((offset, index) => text.startsWith(`${index + 1} 0 obj`, offset)),
    objects: offsets.length,
    title: (hex.match(/.{4}/g) ?? []).map((code) => String.fromCharCode(parseInt(code, 16))).join(''),
    image: text.includes(Array.from(JPEG, (byte) => String.fromCharCode(byte)).join('')),
  };
}
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
      mediaBox: '0 0 595.28 841.89',
      objectsFound: true,
      objects: 6,
      title: 'إيصال رقم CAS-2026-000001',
      image: true,
    });
  });
});
