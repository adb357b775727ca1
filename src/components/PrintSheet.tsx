import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './printSheet.css';

/**
 * What `window.print()` prints while this is mounted: its children alone on A4 portrait, in the reader's language and
 * direction; it is not shown on screen.
 * @example <PrintSheet><h1>CM1 A</h1><table>…</table></PrintSheet>
 */
export function PrintSheet({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return createPortal(
    <div className="print-sheet-root" lang={i18n.language} dir={i18n.dir(i18n.language)}>
      {children}
    </div>,
    document.body,
  );
}
