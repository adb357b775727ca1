import { useTranslation } from 'react-i18next';
import { Ltr, LtrValues } from '../../components/Ltr';
import type { DocumentLanguage } from '../../domain/documents';
import { amountInWords } from '../../lib/amountInWords';
import { ltrText } from '../../lib/bidi';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { SchoolDocument } from './documents.schemas';

type Names = { firstname_fr: string; lastname_fr: string; firstname_ar: string; lastname_ar: string };

/** A person's name in the document's script: Arabic script on an Arabic document when the record has it. */
export function nameIn(person: Names, lang: DocumentLanguage): string {
  return lang === 'ar' && person.firstname_ar
    ? `${person.firstname_ar} ${person.lastname_ar}`
    : `${person.firstname_fr} ${person.lastname_fr.toUpperCase()}`;
}

/**
 * A school document (docs/api.md "School documents") in its own language, French or Arabic, whatever the
 * interface's: its texts are the `documents.doc.<language>` keys, the same in every locale file. The school's
 * identity at the top, the title and number, what it certifies, the place and date, a signature block, and the
 * verification code at the foot. A draft (no number yet) says so where the number goes.
 */
export function SchoolDocumentView({
  document: d,
  level = 'h2',
}: {
  document: SchoolDocument;
  level?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const lang = d.language;
  const arabic = lang === 'ar';
  const key = (name: string) => `documents.doc.${lang}.${name}`;
  const date = (iso: string) => formatDate(iso, lang, 'long');
  const school = arabic && d.school.name_ar ? d.school.name_ar : d.school.name;
  const branch = arabic && d.school.branch_ar ? d.school.branch_ar : d.school.branch;
  const Heading = level;
  const values = {
    school,
    branch,
    name: nameIn(d.student, lang),
    birthDate: date(d.student.birthDate),
    massar: ltrText(d.student.massar),
    className: ltrText(d.className),
    level: ltrText(d.level),
    year: ltrText(d.year),
    since: date(d.since),
    until: d.until ? date(d.until) : '',
    family: arabic && d.family.name_ar ? d.family.name_ar : d.family.name,
    children: (d.payments?.children ?? []).map((child) => nameIn(child, lang)).join(arabic ? '، ' : ', '),
  };
  const body = d.type === 'schooling' && d.state === 'left' ? 'schooling.bodyLeft' : `${d.type}.body`;
  const payments = d.payments;
  return (
    <article
      className="school-document print-page flex flex-col gap-5 text-neutral-900"
      lang={lang}
      dir={arabic ? 'rtl' : 'ltr'}
      data-testid="school-document"
    >
      <header className="border-b border-neutral-300 pb-3">
        {/* The logo is decorative: the school's name follows it. */}
        {d.school.logo && <img src={d.school.logo} alt="" className="mb-2 h-14 w-auto object-contain" />}
        <p className="text-lg font-bold">{school}</p>
        <p>
          <LtrValues text={branch} />
        </p>
        {/* A Latin address with its figures keeps its order in Arabic. */}
        <p className="text-sm">
          <LtrValues text={d.school.address} />
        </p>
        <p className="text-sm">
          {ltrText([d.school.phone, d.school.email ?? ''].filter(Boolean).join(' · '))}
        </p>
        {(d.school.legal ?? []).length > 0 && (
          <p className="text-xs text-neutral-700">{ltrText((d.school.legal ?? []).join(' · '))}</p>
        )}
      </header>
      <Heading className="text-center text-2xl font-bold">{t(key(`${d.type}.title`))}</Heading>
      <p className="text-end text-sm font-semibold" data-testid="document-number">
        {d.number ? t(key('reference'), { number: ltrText(d.number) }) : t(key('draft'))}
      </p>
      <p className="leading-relaxed">{t(key(body), values)}</p>
      {payments && (
        <>
          <table className="w-full text-sm">
            <caption className="sr-only">{t(key('payments.title'))}</caption>
            <thead>
              <tr className="border-b border-neutral-300">
                <th scope="col" className="px-2 py-1 text-start">
                  {t(key('payments.date'))}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t(key('payments.receipt'))}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t(key('payments.method'))}
                </th>
                <th scope="col" className="px-2 py-1 text-end">
                  {t(key('payments.amount'))}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.lines.map((line) => (
                <tr key={line.receiptNumber} className="border-b border-neutral-200">
                  <td className="px-2 py-1 whitespace-nowrap">{formatDate(line.date, lang)}</td>
                  <td className="px-2 py-1">
                    <Ltr>{line.receiptNumber}</Ltr>
                  </td>
                  <td className="px-2 py-1">{t(key(`payments.methods.${line.method}`))}</td>
                  <td className="px-2 py-1 text-end tabular-nums whitespace-nowrap">
                    <Ltr>{formatMoney(line.amount, payments.currency, lang)}</Ltr>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="px-2 py-1 text-start">
                  {t(key('payments.total'))}
                </th>
                <td className="px-2 py-1 text-end font-semibold tabular-nums whitespace-nowrap">
                  <Ltr>{formatMoney(payments.total, payments.currency, lang)}</Ltr>
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="text-sm">
            {t(key('payments.inWords'), { words: amountInWords(payments.total, payments.currency, lang) })}
          </p>
        </>
      )}
      <p className="leading-relaxed">{t(key(`${d.type}.purpose`))}</p>
      <p className="text-end">{t(key('place'), { city: d.school.city, date: date(d.issuedOn) })}</p>
      <div className="ms-auto w-56 text-center">
        <p className="font-semibold">{t(key('signature'))}</p>
        {/* The room for the director's signature and the school's stamp. */}
        <div className="mt-2 h-24 rounded border border-dashed border-neutral-400" />
        <p className="mt-1 text-xs text-neutral-600">{t(key('stamp'))}</p>
      </div>
      {d.code && (
        <footer className="mt-auto border-t border-neutral-300 pt-2 text-xs" data-testid="document-code">
          {t(key('verify'), { code: ltrText(d.code) })}
        </footer>
      )}
    </article>
  );
}
