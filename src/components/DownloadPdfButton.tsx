import { Download } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../lib/saveFile';
import { BUTTON } from './buttons';

/**
 * "Download the PDF" of a print-only copy (PrintCopy.tsx): one A4 page per `print-page`, drawn by the browser from
 * the copy that prints, with its texts selectable (docs/architecture.md "Documents: print and PDF"). The PDF kit
 * loads on the first click only (a dynamic import), so no page's first load carries it. While it works the button
 * says so; if it fails, a message says so beside it and the button tries again.
 * @example <DownloadPdfButton copy={copy} fileName="certificat-scolarite-CS-2026-00042.pdf" title="Certificat de scolarité" lang="fr" />
 */
export function DownloadPdfButton({
  copy,
  fileName,
  title,
  lang,
  className = BUTTON.secondary,
}: {
  /** The print-only copy. */
  copy: RefObject<HTMLElement | null>;
  fileName: string;
  /** The PDF's title and language: the document's own. */
  title: string;
  lang: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');

  async function download() {
    setState('busy');
    try {
      if (!copy.current) throw new Error('No print copy');
      const { printCopyPdf } = await import('./printCopyPdf');
      const bytes = await printCopyPdf(copy.current, { title, lang });
      saveFile(fileName, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      {state === 'error' && (
        <p role="alert" className="me-auto text-sm text-danger-700 dark:text-danger-300">
          {t('common.pdf.error')}
        </p>
      )}
      <button type="button" className={className} disabled={state === 'busy'} onClick={() => void download()}>
        <Download size={16} aria-hidden="true" />
        {state === 'busy' ? t('common.pdf.preparing') : t('common.pdf.download')}
      </button>
    </>
  );
}
