import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKitPage } from '../../tests/helpers/renderKit';
import { saveFile } from '../lib/saveFile';
import { DownloadPdfButton } from './DownloadPdfButton';
import { PrintCopy } from './PrintCopy';
import { printCopyPdf } from './printCopyPdf';

// jsdom draws nothing: the drawing is checked in the browser suite (tests/e2e/documents.spec.ts). Here, what the
// button does with the print copy and the file.
vi.mock('./printCopyPdf', () => ({ printCopyPdf: vi.fn() }));
vi.mock('../lib/saveFile', () => ({ saveFile: vi.fn() }));

const PDF = Uint8Array.from('%PDF-1.4', (char) => char.charCodeAt(0));

function Harness() {
  const copy = useRef<HTMLDivElement>(null);
  return (
    <>
      <DownloadPdfButton
        copy={copy}
        fileName="certificat-scolarite-CS-2026-00042.pdf"
        title="Certificat de scolarité CS-2026-00042"
        lang="fr"
      />
      <PrintCopy ref={copy} lang="fr" dir="ltr" testId="copy">
        <article className="print-page">Yasmine EL IDRISSI</article>
      </PrintCopy>
    </>
  );
}

/** A promise and the functions that settle it, for a PDF that takes its time. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  vi.mocked(printCopyPdf).mockReset();
});

describe('DownloadPdfButton: the PDF of a print copy, on demand', () => {
  it('says it is preparing while the PDF is made from the print copy, then saves it under its name', async () => {
    const pdf = later<Uint8Array>();
    vi.mocked(printCopyPdf).mockReturnValue(pdf.promise);
    const { user } = await renderKitPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    const busy = await screen.findByRole('button', { name: 'Préparation…' });
    expect(busy).toBeDisabled();
    expect(printCopyPdf).toHaveBeenCalledWith(screen.getByTestId('copy'), {
      title: 'Certificat de scolarité CS-2026-00042',
      lang: 'fr',
    });
    pdf.resolve(PDF);
    expect(await screen.findByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('certificat-scolarite-CS-2026-00042.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await new Response(blob).arrayBuffer())).toEqual(PDF);
  });

  it('says so when the PDF cannot be made, and tries again on the next click', async () => {
    vi.mocked(printCopyPdf).mockRejectedValueOnce(new Error('No 2D canvas')).mockResolvedValueOnce(PDF);
    const { user } = await renderKitPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le PDF n’a pas pu être préparé. Réessayez.');
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks the interface’s language (Arabic here)', async () => {
    await renderKitPage(<Harness />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'تنزيل ملف PDF' })).toBeInTheDocument();
  });
});
