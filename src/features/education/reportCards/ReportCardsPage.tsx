import { skipToken } from '@reduxjs/toolkit/query';
import { ChevronLeft, ChevronRight, Printer, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { BUTTON, INPUT } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { Spinner } from '../../../components/Spinner';
import { todayIso } from '../../../domain/dates';
import { formatDate } from '../../../lib/dates';
import { useScope, type Scope } from '../../../session/useScope';
import { PrintReportCards } from './PrintReportCards';
import { reportCardsFileName } from './reportCardFile';
import { ReportCardEditor } from './ReportCardEditor';
import {
  useClassReportCardsQuery,
  usePublishReportCardsMutation,
  useReportClassesQuery,
  useTermsQuery,
} from './reportCards.api';
import type { ClassReportCards, Term } from './reportCards.schemas';
import { studentName } from './ReportCardView';

/** The term under way today, else the last one begun, else the first (docs/api.md "Report cards"). */
export function currentTerm(terms: readonly Term[], today = todayIso()): Term | undefined {
  return [...terms].reverse().find((term) => term.startDate <= today) ?? terms[0];
}

/** Whether the class's cards of the term are published, and the office's publish / take back, each confirmed. */
function Publication({ sheet, scope }: { sheet: ClassReportCards; scope: Scope }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<'publish' | 'unpublish' | null>(null);
  const [publish] = usePublishReportCardsMutation();
  const docLang = i18n.language === 'ar' ? 'ar' : 'fr';
  const term = t(`reportCards.doc.${docLang}.terms.${sheet.term.index}`);
  const published = sheet.publication;
  // A refusal keeps the dialog open with the reason (ConfirmDialog).
  const run = async (value: boolean) => {
    await publish({ ...scope, classId: sheet.class.id, term: sheet.term.index, published: value }).unwrap();
    void notify('success', t(value ? 'reportCards.publishedToast' : 'reportCards.unpublishedToast'));
    setAsking(null);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={published ? 'success' : 'warning'}>
        {published
          ? t('reportCards.published', {
              date: formatDate(published.publishedAt.slice(0, 10), i18n.language, 'long'),
              name: published.publishedBy,
            })
          : t('reportCards.draft')}
      </Badge>
      {sheet.rights.publish && (
        <button
          type="button"
          className={published ? BUTTON.secondary : BUTTON.primary}
          onClick={() => setAsking(published ? 'unpublish' : 'publish')}
        >
          {published ? <Undo2 size={16} aria-hidden="true" /> : <Send size={16} aria-hidden="true" />}
          {t(published ? 'reportCards.unpublish' : 'reportCards.publish')}
        </button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'unpublish' ? 'reportCards.unpublishTitle' : 'reportCards.publishTitle', {
          class: sheet.class.name,
        })}
        message={t(asking === 'unpublish' ? 'reportCards.unpublishMessage' : 'reportCards.publishMessage', {
          class: sheet.class.name,
          count: sheet.items.length,
          term,
        })}
        confirmLabel={t(asking === 'unpublish' ? 'reportCards.unpublish' : 'reportCards.publish')}
        onConfirm={() => run(asking !== 'unpublish')}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

/**
 * `report-cards?class&term&student`: a class's term report cards (docs/api.md "Report cards"). The office and the
 * class's teachers choose the class and the term (the current one by default), go from student to student and write
 * the comments they may write; the office publishes the class's cards to the families, and anyone here prints the
 * whole class, one student per A4 page, in French or Arabic.
 */
export default function ReportCardsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const [search, setSearch] = useSearchParams();
  const classFieldId = useId();
  const termFieldId = useId();
  const studentFieldId = useId();
  const [printing, setPrinting] = useState(false);
  const classes = useReportClassesQuery(scope ?? skipToken);
  const terms = useTermsQuery(scope ?? skipToken);
  const classList = classes.data?.items ?? [];
  const termList = terms.data?.items ?? [];
  const classId = classList.find((cls) => cls.id === Number(search.get('class')))?.id ?? classList[0]?.id;
  const term =
    termList.find((candidate) => candidate.index === Number(search.get('term')))?.index ??
    currentTerm(termList)?.index;
  const cards = useClassReportCardsQuery(
    scope && classId !== undefined && term !== undefined ? { ...scope, classId, term } : skipToken,
  );
  const choose = (changes: Record<string, string>) =>
    setSearch(
      (params) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value) params.set(name, value);
          else params.delete(name);
        }
        return params;
      },
      { replace: true },
    );
  if (!scope) return null;
  const docLang = language === 'ar' ? 'ar' : 'fr';
  const sheet = cards.currentData;
  const items = sheet?.items ?? [];
  const index = Math.max(
    0,
    items.findIndex((card) => card.studentId === Number(search.get('student'))),
  );
  const card = items[index];
  const failed = classes.isError || terms.isError || cards.isError;
  const retry = () => {
    if (classes.isError) void classes.refetch();
    if (terms.isError) void terms.refetch();
    if (cards.isError) void cards.refetch();
  };
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.report-cards')}
      </h1>
      {failed ? (
        <ErrorState message={t('reportCards.loadError')} onRetry={retry} />
      ) : !classes.data || !terms.data ? (
        <Spinner />
      ) : classList.length === 0 ? (
        <Card>
          <p>{t('reportCards.noClass')}</p>
        </Card>
      ) : (
        <>
          <Card className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={classFieldId} className="mb-1 block text-sm font-semibold">
                {t('reportCards.class')}
              </label>
              <select
                id={classFieldId}
                className={INPUT}
                value={classId}
                onChange={(event) => choose({ class: event.target.value, student: '' })}
              >
                {classList.map((cls) => (
                  <option key={cls.id} value={cls.id}>
                    {cls.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={termFieldId} className="mb-1 block text-sm font-semibold">
                {t('reportCards.term')}
              </label>
              <select
                id={termFieldId}
                className={INPUT}
                value={term}
                onChange={(event) => choose({ term: event.target.value })}
              >
                {termList.map((candidate) => (
                  <option key={candidate.index} value={candidate.index}>
                    {t('reportCards.termOption', {
                      term: t(`reportCards.doc.${docLang}.terms.${candidate.index}`),
                      from: formatDate(candidate.startDate, language),
                      to: formatDate(candidate.endDate, language),
                    })}
                  </option>
                ))}
              </select>
            </div>
          </Card>
          {!sheet ? (
            <Spinner />
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Publication sheet={sheet} scope={scope} />
                <button
                  type="button"
                  className={BUTTON.secondary}
                  disabled={items.length === 0}
                  onClick={() => setPrinting(true)}
                >
                  <Printer size={16} aria-hidden="true" />
                  {t('reportCards.print')}
                </button>
              </div>
              {!card ? (
                <Card>
                  <p>{t('reportCards.noStudent')}</p>
                </Card>
              ) : (
                <>
                  <Card className="flex flex-wrap items-end gap-2">
                    <div className="min-w-0 grow">
                      <label htmlFor={studentFieldId} className="mb-1 block text-sm font-semibold">
                        {t('reportCards.student')}
                      </label>
                      <select
                        id={studentFieldId}
                        className={INPUT}
                        value={card.studentId}
                        onChange={(event) => choose({ student: event.target.value })}
                      >
                        {items.map((row) => (
                          <option key={row.studentId} value={row.studentId}>
                            {studentName(row.student, language)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="flex items-center gap-2">
                      <button
                        type="button"
                        className={BUTTON.secondary}
                        disabled={index === 0}
                        aria-label={t('reportCards.previous')}
                        onClick={() => choose({ student: String(items[index - 1]!.studentId) })}
                      >
                        <ChevronLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
                      </button>
                      <span className="text-sm tabular-nums">
                        {t('reportCards.position', { index: index + 1, count: items.length })}
                      </span>
                      <button
                        type="button"
                        className={BUTTON.secondary}
                        disabled={index === items.length - 1}
                        aria-label={t('reportCards.next')}
                        onClick={() => choose({ student: String(items[index + 1]!.studentId) })}
                      >
                        <ChevronRight size={16} aria-hidden="true" className="rtl:rotate-180" />
                      </button>
                    </div>
                  </Card>
                  <ReportCardEditor
                    key={`${sheet.term.index}-${card.studentId}`}
                    sheet={sheet}
                    card={card}
                    scope={scope}
                  />
                </>
              )}
              {printing && (
                <PrintReportCards
                  title={t('reportCards.printTitle', { class: sheet.class.name })}
                  fileName={reportCardsFileName({ className: sheet.class.name }, sheet.term.index)}
                  sheet={sheet}
                  cards={items}
                  onClose={() => setPrinting(false)}
                >
                  <p className="mb-3">{t('reportCards.printCount', { count: items.length })}</p>
                </PrintReportCards>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
