import type { TFunction } from 'i18next';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { ErrorState } from '../../components/ErrorState';
import { LtrValues } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { PrintSheet } from '../../components/PrintSheet';
import { useTextsIn } from '../../i18n/useTextsIn';
import { useAppSelector } from '../../store/hooks';
import { ReadOnlyWeek } from './ReadOnlyWeek';
import type { Timetable } from './timetable.schemas';
import { nameIn } from './timetableView';
import './timetablePrint.css';
import { PrintLanguagePicker } from '../../components/PrintLanguagePicker';

/** The printed week's language, whatever the interface's (as the attendance letter to a family). */
export type PrintLanguage = 'fr' | 'ar';
const PRINT_LANGUAGES: readonly PrintLanguage[] = ['fr', 'ar'];

/** The school's identity at the top of the page: its name, the branch and the school year (the session's). */
interface SchoolLines {
  school: string;
  branch: string;
  year: string;
}

/**
 * A class's, teacher's or room's week as printed: the school, the title and the grid, every text in `lang` (`tr`, a
 * fixed-language t), the subjects and teachers in that language's script.
 */
export function TimetableDocument({
  timetable,
  lang,
  tr,
  school,
  level = 'h2',
}: {
  timetable: Timetable;
  lang: PrintLanguage;
  tr: TFunction;
  school: SchoolLines;
  level?: 'h1' | 'h2';
}) {
  const Heading = level;
  const name = nameIn(timetable.view.name, timetable.view.name_ar, lang);
  const title = tr(`timetable.doc.${timetable.view.kind}`, { name });
  return (
    <article
      className="timetable-document space-y-3 text-neutral-900"
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-neutral-300 pb-2">
        <div>
          <p className="font-bold">{school.school}</p>
          <p className="text-sm">
            <LtrValues text={school.branch} />
          </p>
        </div>
        <p className="text-sm">
          <LtrValues text={tr('timetable.doc.year', { year: school.year })} />
        </p>
      </header>
      <Heading className="text-lg font-bold">
        <bdi>{title}</bdi>
      </Heading>
      <ReadOnlyWeek timetable={timetable} caption={title} language={lang} tr={tr} />
    </article>
  );
}

/**
 * The week to print, French or Arabic by the user's choice, with Print: the week alone on one A4 landscape page
 * (components/PrintSheet.tsx, and timetablePrint.css for the landscape page).
 */
export function TimetablePrintDialog({ timetable, onClose }: { timetable: Timetable; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<PrintLanguage>(i18n.language === 'ar' ? 'ar' : 'fr');
  const texts = useTextsIn(lang, 'timetable');
  const schoolName = useAppSelector((state) => state.auth.branch?.school.schoolname ?? '');
  const branch = useAppSelector((state) => state.auth.branch?.branchname ?? '');
  const year = useAppSelector((state) => state.auth.year?.description ?? '');
  const school = { school: schoolName, branch, year };
  const { tr } = texts;
  return (
    <Modal
      open
      size="lg"
      title={t('timetable.print.title')}
      onClose={onClose}
      footer={
        tr && (
          <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" />
            {t('timetable.print.print')}
          </button>
        )
      }
    >
      <PrintLanguagePicker
        legend={t('timetable.print.language')}
        name="timetable-print-language"
        languages={PRINT_LANGUAGES}
        value={lang}
        onChange={setLang}
        label={(language) => t(`timetable.print.${language}`)}
      />
      {texts.failed ? (
        <ErrorState message={t('timetable.print.loadError')} onRetry={texts.retry} />
      ) : !tr ? (
        <div className="h-64 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" aria-hidden="true" />
      ) : (
        <>
          {/* The preview scrolls sideways on a phone: focusable, so a keyboard can scroll it. */}
          <div
            role="region"
            tabIndex={0}
            aria-label={t('timetable.print.title')}
            className="relative overflow-x-auto rounded-card border border-neutral-200 bg-white p-3 dark:border-neutral-700"
          >
            <div className="min-w-[40rem]">
              <TimetableDocument timetable={timetable} lang={lang} tr={tr} school={school} />
            </div>
          </div>
          <PrintSheet>
            <div className="timetable-print" data-testid="timetable-print">
              <TimetableDocument timetable={timetable} lang={lang} tr={tr} school={school} level="h1" />
            </div>
          </PrintSheet>
        </>
      )}
    </Modal>
  );
}
