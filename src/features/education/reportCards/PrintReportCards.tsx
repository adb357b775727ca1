import { Printer } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../components/buttons';
import { DownloadPdfButton } from '../../../components/DownloadPdfButton';
import { Modal } from '../../../components/Modal';
import { PrintCopy } from '../../../components/PrintCopy';
import { PrintLanguagePicker } from '../../../components/PrintLanguagePicker';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../../domain/documents';
import type { ReportCard, ReportSheet } from './reportCards.schemas';
import { ReportCardView } from './ReportCardView';

/**
 * Report cards to print, in a dialog: the language chosen (French or Arabic, whatever the interface's), then the
 * browser's print, which shapes Arabic right, gives them one student per A4 page (components/PrintCopy.tsx,
 * components/print.css), and "Download the PDF" gives the same pages as a file (components/DownloadPdfButton.tsx). A
 * whole class from the office's page; one card from a parent's phone.
 */
export function PrintReportCards({
  title,
  fileName,
  sheet,
  cards,
  onClose,
  children,
}: {
  title: string;
  /** The PDF's file name, without its language: `bulletins-CM1-A-T1` gives `bulletins-CM1-A-T1-fr.pdf`. */
  fileName: string;
  sheet: ReportSheet;
  cards: readonly ReportCard[];
  onClose: () => void;
  /** What the dialog shows above the language (a card on screen, a count). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<DocumentLanguage>(i18n.language === 'ar' ? 'ar' : 'fr');
  const copy = useRef<HTMLDivElement>(null);
  const heading = t(`reportCards.doc.${language}.title`, {
    term: t(`reportCards.doc.${language}.terms.${sheet.term.index}`),
  });
  return (
    <Modal
      open
      size="lg"
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            {t('common.close')}
          </button>
          {/* The same copy as the print's, so that the PDF and the paper never differ. */}
          <DownloadPdfButton
            copy={copy}
            fileName={`${fileName}-${language}.pdf`}
            title={`${heading} · ${sheet.class.name} · ${sheet.year}`}
            lang={language}
          />
          <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" />
            {t('reportCards.printNow')}
          </button>
        </>
      }
    >
      {children}
      <PrintLanguagePicker
        legend={t('reportCards.printLanguage')}
        name="report-card-language"
        languages={DOCUMENT_LANGUAGES}
        value={language}
        onChange={setLanguage}
        label={(value) => t(`reportCards.languages.${value}`)}
      />
      <PrintCopy
        ref={copy}
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        testId="report-cards-print"
      >
        {cards.map((card) => (
          <ReportCardView key={card.studentId} sheet={sheet} card={card} lang={language} />
        ))}
      </PrintCopy>
    </Modal>
  );
}
