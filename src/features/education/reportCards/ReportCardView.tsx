import { useTranslation } from 'react-i18next';
import type { DocumentLanguage } from '../../../domain/documents';
import { ltrText } from '../../../lib/bidi';
import { formatDate } from '../../../lib/dates';
import { nameIn } from '../../../lib/nameIn';
import type { ReportCard, ReportSheet } from './reportCards.schemas';

const named = (record: { name_fr: string; name_ar: string }, lang: DocumentLanguage) =>
  nameIn(record.name_fr, record.name_ar, lang);

/** The student's name in the card's script: Arabic script on an Arabic card when the record has it. */
export function studentName(student: ReportCard['student'], lang: string): string {
  return lang === 'ar' && student.firstname_ar
    ? `${student.firstname_ar} ${student.lastname_ar}`
    : `${student.firstname_fr} ${student.lastname_fr.toUpperCase()}`;
}

/**
 * One student's term report card as printed (docs/api.md "Report cards"), in its own language, French or Arabic,
 * whatever the interface's: its texts are the `reportCards.doc.<language>` keys, the same in every locale file. One
 * A4 page (`print-page`, components/print.css): the school, the term and year, the student, the mastery of each
 * domain in the school's scale, the term's absences, each subject's comment with its teacher, the general comment,
 * and the signatures.
 */
export function ReportCardView({
  sheet,
  card,
  lang,
}: {
  sheet: ReportSheet;
  card: ReportCard;
  lang: DocumentLanguage;
}) {
  const { t } = useTranslation();
  const key = (name: string) => `reportCards.doc.${lang}.${name}`;
  const arabic = lang === 'ar';
  const date = (iso: string) => formatDate(iso, lang, 'long');
  const term = t(key(`terms.${sheet.term.index}`));
  const comment = (subjectId: number | null) =>
    card.comments.find((row) => row.subjectId === subjectId)?.text ?? '';
  const general = comment(null);
  const level = (mastery: number | null) => {
    const label = mastery === null ? null : sheet.scale[mastery - 1];
    return label ? (arabic ? label.ar : label.fr) : t(key('notAssessed'));
  };
  return (
    <article
      className="report-card print-page flex flex-col gap-3 text-sm text-neutral-900"
      lang={lang}
      dir={arabic ? 'rtl' : 'ltr'}
      data-testid="report-card"
    >
      <header className="flex items-start justify-between gap-4 border-b border-neutral-300 pb-2">
        <div>
          {/* The logo is decorative: the school's name follows it. */}
          {sheet.school.logo && (
            <img src={sheet.school.logo} alt="" className="mb-1 h-12 w-auto object-contain" />
          )}
          <p className="text-base font-bold">
            {arabic && sheet.school.name_ar ? sheet.school.name_ar : sheet.school.name}
          </p>
          <p>{arabic && sheet.school.branch_ar ? sheet.school.branch_ar : sheet.school.branch}</p>
        </div>
        <div className="text-end">
          <p>{t(key('year'), { year: ltrText(sheet.year) })}</p>
          <p className="text-xs">
            {t(key('period'), { from: date(sheet.term.startDate), to: date(sheet.term.endDate) })}
          </p>
        </div>
      </header>
      <h2 className="text-center text-xl font-bold">{t(key('title'), { term })}</h2>
      <section className="grid grid-cols-2 gap-x-4 gap-y-0.5 rounded border border-neutral-300 p-2">
        <p className="col-span-2 text-base font-semibold">{studentName(card.student, lang)}</p>
        <p>{t(key('born'), { date: date(card.student.birthDate) })}</p>
        <p>{t(key('massar'), { massar: ltrText(card.student.massar) })}</p>
        <p>{t(key('class'), { class: ltrText(sheet.class.name), level: sheet.class.level })}</p>
        {sheet.mainTeacher && <p>{t(key('mainTeacher'), { name: named(sheet.mainTeacher, lang) })}</p>}
      </section>
      <table className="w-full">
        <caption className="mb-1 text-start font-semibold">{t(key('domains'))}</caption>
        <thead>
          <tr className="border-b border-neutral-300">
            <th scope="col" className="px-2 py-0.5 text-start">
              {t(key('domain'))}
            </th>
            <th scope="col" className="px-2 py-0.5 text-start">
              {t(key('mastery'))}
            </th>
          </tr>
        </thead>
        <tbody>
          {card.domains.map((domain) => (
            <tr key={domain.id} className="border-b border-neutral-200">
              <th scope="row" className="px-2 py-0.5 text-start font-normal">
                {named(domain, lang)}
              </th>
              <td className="px-2 py-0.5">{level(domain.mastery)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section>
        <h3 className="font-semibold">{t(key('attendance'))}</h3>
        <p>
          {t(key('absences'), {
            count: card.absences.halfDays,
            justified: card.absences.justified,
          })}
          {' · '}
          {t(key('late'), { count: card.absences.late })}
        </p>
      </section>
      <table className="w-full">
        <caption className="mb-1 text-start font-semibold">{t(key('comments'))}</caption>
        <thead>
          <tr className="border-b border-neutral-300">
            <th scope="col" className="w-1/4 px-2 py-0.5 text-start">
              {t(key('subject'))}
            </th>
            <th scope="col" className="w-1/5 px-2 py-0.5 text-start">
              {t(key('teacher'))}
            </th>
            <th scope="col" className="px-2 py-0.5 text-start">
              {t(key('comment'))}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.subjects.map((subject) => (
            <tr key={subject.id} className="border-b border-neutral-200 align-top">
              <th scope="row" className="px-2 py-0.5 text-start font-normal">
                {named(subject, lang)}
              </th>
              <td className="px-2 py-0.5 text-xs">{subject.teacher ? named(subject.teacher, lang) : ''}</td>
              {/* A comment is plain text, shown as written. */}
              <td className="px-2 py-0.5 text-xs whitespace-pre-line">
                {comment(subject.id) || t(key('none'))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="rounded border border-neutral-300 p-2">
        <h3 className="font-semibold">{t(key('general'))}</h3>
        <p className="min-h-10 whitespace-pre-line">{general || t(key('none'))}</p>
      </section>
      <footer className="mt-auto grid grid-cols-2 gap-6 pt-2 text-center text-xs">
        <div>
          <p className="font-semibold">{t(key('parents'))}</p>
          <div className="mt-1 h-14 rounded border border-dashed border-neutral-400" />
        </div>
        <div>
          <p className="font-semibold">{t(key('director'))}</p>
          {/* The room for the director's signature and the school's stamp. */}
          <div className="mt-1 h-14 rounded border border-dashed border-neutral-400" />
          <p className="mt-0.5 text-neutral-600">{t(key('stamp'))}</p>
        </div>
      </footer>
    </article>
  );
}
