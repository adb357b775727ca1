import type { ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

/**
 * The print-only copy of what a dialog shows (a certificate, an attestation): rendered directly in <body> while
 * the dialog is open, so that printing (the browser's, or a phone's "save as PDF") gives the document alone on its
 * A4 pages (print.css), in its own language and direction whatever the interface's. `ref` reaches it for its PDF
 * (DownloadPdfButton), made from this same copy.
 */
export function PrintCopy({
  children,
  lang,
  dir,
  testId,
  ref,
}: {
  children: ReactNode;
  lang: string;
  dir: 'ltr' | 'rtl';
  testId?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return createPortal(
    <div ref={ref} className="print-root" lang={lang} dir={dir} data-testid={testId}>
      {children}
    </div>,
    document.body,
  );
}
