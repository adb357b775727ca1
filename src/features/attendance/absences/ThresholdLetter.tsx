import type { TFunction } from 'i18next';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../components/buttons';
import { ErrorState } from '../../../components/ErrorState';
import { LtrValues } from '../../../components/Ltr';
import { Modal } from '../../../components/Modal';
import { PrintSheet } from '../../../components/PrintSheet';
import { useTextsIn } from '../../../i18n/useTextsIn';
import { ltrText } from '../../../lib/bidi';
import { formatDate } from '../../../lib/dates';
import { FSI, PDI } from '../../../lib/isolate';
import { useGetAttendanceLetterQuery } from '../attendance.api';
import type { AttendanceLetter } from '../attendance.schemas';
import { PrintLanguagePicker } from '../../../components/PrintLanguagePicker';

/** The letter's language, whatever the interface's. */
export type LetterLanguage = 'fr' | 'ar';
export const LETTER_LANGUAGES: readonly LetterLanguage[] = ['fr', 'ar'];

const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/**
 * A name or value inside the letter's sentences, isolated when it is in the other script (DESIGN-SYSTEM.md "Mixed
 * scripts"): a Latin class name, city or name in the Arabic letter keeps its order (`ltrText`), an Arabic name in
 * the French letter too (first-strong isolate).
 */
function inLetter(text: string, lang: LetterLanguage): string {
  if (!text) return text;
  const arabic = ARABIC_LETTERS.test(text);
  if (lang === 'ar') return arabic ? text : ltrText(text);
  return arabic ? `${FSI}${text}${PDI}` : text;
}

/** A person's name in the letter's script: first name then last name, the other script when that one is empty. */
function nameIn(
  person: { firstname: string; lastname: string; firstname_ar: string; lastname_ar: string },
  lang: LetterLanguage,
): string {
  const arabic = `${person.firstname_ar} ${person.lastname_ar}`.trim();
  const latin = `${person.firstname} ${person.lastname}`.trim();
  const name = lang === 'ar' ? arabic || latin : latin || arabic;
  return inLetter(name, lang);
}

/**
 * The letter to the family of a student absent without justification (docs/api.md "GET
 * attendance/students/{studentid}/letter"), in French or Arabic: every text is the `absences.letter.doc` keys read
 * in the letter's language (`tr`, a fixed-language t); names, dates and figures come from the answer, as text.
 */
export function ThresholdLetterDocument({
  letter: l,
  lang,
  tr,
  level = 'h2',
}: {
  letter: AttendanceLetter;
  lang: LetterLanguage;
  tr: TFunction;
  level?: 'h1' | 'h2';
}) {
  const key = (name: string) => `absences.letter.doc.${name}`;
  const arabic = lang === 'ar';
  const name = nameIn(l.student, lang);
  const date = (iso: string) => formatDate(iso, lang, 'long');
  const guardians = l.guardians.map((guardian) => nameIn(guardian, lang));
  const Heading = level;
  return (
    <article className="threshold-letter space-y-4 text-neutral-900" lang={lang} dir={arabic ? 'rtl' : 'ltr'}>
      <header className="border-b border-neutral-300 pb-3">
        {/* The logo is decorative: the school's name follows it. */}
        {l.school.logo && <img src={l.school.logo} alt="" className="mb-2 h-14 w-auto object-contain" />}
        <p className="text-lg font-bold">{arabic && l.school.name_ar ? l.school.name_ar : l.school.name}</p>
        <p>
          <LtrValues text={arabic && l.school.branch_ar ? l.school.branch_ar : l.school.branch} />
        </p>
        <p className="text-sm">
          <LtrValues text={l.school.address} />
        </p>
        <p className="text-sm">{ltrText(l.school.phone)}</p>
        {l.school.email && <p className="text-sm">{ltrText(l.school.email)}</p>}
        {(l.school.legal ?? []).length > 0 && (
          <p className="text-xs text-neutral-700">{ltrText((l.school.legal ?? []).join(' · '))}</p>
        )}
      </header>
      <p className="text-end">
        {tr(key('place'), { city: inLetter(l.school.city, lang), date: date(l.date) })}
      </p>
      <p className="text-end">
        {guardians.length > 0
          ? tr(key('to'), {
              names: new Intl.ListFormat(lang, { type: 'conjunction' }).format(guardians),
            })
          : tr(key('family'), { name })}
      </p>
      <Heading className="text-lg font-bold">{tr(key('subject'), { name })}</Heading>
      <p>{tr(key('salutation'))}</p>
      <p className="leading-relaxed">
        {tr(key('body'), {
          name,
          className: inLetter(l.student.classname, lang),
          year: ltrText(l.year),
          halfDays: l.unjustifiedHalfDays,
          threshold: l.threshold,
        })}
      </p>
      {l.absences.length > 0 ? (
        <table className="w-full border-collapse text-sm">
          <caption className="mb-1 text-start font-semibold">{tr(key('tableCaption'))}</caption>
          <thead>
            <tr className="border-b border-neutral-400">
              <th scope="col" className="px-2 py-1 text-start">
                {tr(key('date'))}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {tr(key('session'))}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {tr(key('note'))}
              </th>
            </tr>
          </thead>
          <tbody>
            {l.absences.map((absence) => (
              <tr key={`${absence.date}-${absence.session}`} className="border-b border-neutral-200">
                <td className="px-2 py-1">{date(absence.date)}</td>
                <td className="px-2 py-1">{tr(key(absence.session))}</td>
                <td className="px-2 py-1">{absence.state === 'refused' ? tr(key('refused')) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{tr(key('none'))}</p>
      )}
      <p className="leading-relaxed">{tr(key('request'))}</p>
      <p className="leading-relaxed">{tr(key('closing'))}</p>
      <div className="pt-6 text-end">
        <p className="font-semibold">{tr(key('signature'))}</p>
        <p className="pt-10 text-xs text-neutral-700">{tr(key('signatureHint'))}</p>
      </div>
    </article>
  );
}

/**
 * The letter to a student's family in a dialog, French or Arabic whatever the interface's language, with Print:
 * the letter alone on one A4 page (components/PrintSheet.tsx, as the lists print).
 */
export function ThresholdLetterDialog({
  studentid,
  year,
  studentName,
  onClose,
}: {
  studentid: number;
  year: number;
  /** The student's name as the list shows it, for the dialog's title. */
  studentName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, isError, isFetching, refetch } = useGetAttendanceLetterQuery({ studentid, year });
  const [lang, setLang] = useState<LetterLanguage>(i18n.language === 'ar' ? 'ar' : 'fr');
  const texts = useTextsIn(lang, 'attendance/absences');
  const { tr } = texts;
  return (
    <Modal
      open
      size="lg"
      title={t('absences.letter.title', { name: studentName })}
      onClose={onClose}
      footer={
        data &&
        tr && (
          <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" />
            {t('absences.letter.print')}
          </button>
        )
      }
    >
      <PrintLanguagePicker
        legend={t('absences.letter.language')}
        name="letter-language"
        languages={LETTER_LANGUAGES}
        value={lang}
        onChange={setLang}
        label={(language) => t(`absences.letter.${language}`)}
      />
      {data && !data.overThreshold && (
        <p className="mb-4 rounded-control bg-neutral-100 px-3 py-2 text-sm text-neutral-700 dark:bg-neutral-900 dark:text-neutral-200">
          {t('absences.letter.underThreshold', { threshold: data.threshold })}
        </p>
      )}
      {(isError && !isFetching) || texts.failed ? (
        <ErrorState
          message={t('absences.letter.loadError')}
          onRetry={() => {
            if (isError) void refetch();
            if (texts.failed) texts.retry();
          }}
        />
      ) : !data || !tr ? (
        <div className="h-64 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" aria-hidden="true" />
      ) : (
        <>
          <div className="rounded-card border border-neutral-200 bg-white p-4 md:p-6 dark:border-neutral-700">
            <ThresholdLetterDocument letter={data} lang={lang} tr={tr} />
          </div>
          <PrintSheet>
            <div data-testid="threshold-letter-print">
              <ThresholdLetterDocument letter={data} lang={lang} tr={tr} level="h1" />
            </div>
          </PrintSheet>
        </>
      )}
    </Modal>
  );
}
