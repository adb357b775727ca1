import { skipToken } from '@reduxjs/toolkit/query';
import { FileText, ScrollText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { Card, cardClass } from '../../../components/Card';
import { ChildPageFrame, ParentOnly } from '../../../components/ChildPage';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../paths';
import { useSelectedChild } from '../../../session/useScope';
import { useCanOpen } from '../../auth';
import { localName } from '../parts';
import { PrintReportCards } from './PrintReportCards';
import { useChildReportCardsQuery } from './reportCards.api';
import type { ChildReportCards } from './reportCards.schemas';
import { reportCardsFileName } from './reportCardFile';
import { ReportCardView } from './ReportCardView';

type Item = ChildReportCards['items'][number];

/** One published term: its name and date, what it says in short, and the card to read, print or save as PDF. */
function TermCard({ item, onOpen }: { item: Item; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const docLang = language === 'ar' ? 'ar' : 'fr';
  const term = t(`reportCards.doc.${docLang}.terms.${item.term.index}`);
  const id = `report-card-${item.term.index}`;
  const general = item.card.comments.find((row) => row.subjectId === null)?.text;
  return (
    <li>
      <Card as="article" padding="sm" aria-labelledby={id} className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={id} className="text-lg font-semibold text-neutral-900 dark:text-white">
            {t(`reportCards.doc.${docLang}.title`, { term })}
          </h2>
          {item.publication && (
            <span className="text-sm text-neutral-700 dark:text-neutral-200">
              {t('reportCards.child.publishedOn', {
                date: formatDate(item.publication.publishedAt.slice(0, 10), language, 'long'),
              })}
            </span>
          )}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t(`reportCards.doc.${docLang}.domains`)}>
          {item.card.domains.map((domain) => {
            const label = domain.mastery === null ? null : item.scale[domain.mastery - 1];
            return (
              <li key={domain.id}>
                <Badge
                  tone={domain.mastery === null ? 'neutral' : domain.mastery >= 3 ? 'success' : 'warning'}
                >
                  {t('reportCards.child.domainLevel', {
                    domain: localName(domain, language),
                    level: label
                      ? language === 'ar'
                        ? label.ar
                        : label.fr
                      : t(`reportCards.doc.${docLang}.notAssessed`),
                  })}
                </Badge>
              </li>
            );
          })}
        </ul>
        <p className="text-sm">
          {t('reportCards.child.summary', {
            halfDays: item.card.absences.halfDays,
            late: item.card.absences.late,
          })}
        </p>
        {general && (
          // A comment is plain text, shown as written.
          <p className="text-sm whitespace-pre-line text-neutral-800 dark:text-neutral-100">
            <span className="font-semibold">{t('reportCards.child.general')}</span>
            {general}
          </p>
        )}
        <button type="button" className={`${BUTTON.primary} w-full sm:w-auto`} onClick={onOpen}>
          <FileText size={16} aria-hidden="true" />
          {t('reportCards.child.open')}
        </button>
      </Card>
    </li>
  );
}

/** The selected child's published report cards of the year (docs/api.md "Report cards", `education/children/{id}`). */
function ParentView() {
  const { t, i18n } = useTranslation();
  const { child: student, year } = useSelectedChild();
  const args = student && year !== null ? { student: student.studentid, year } : skipToken;
  const { currentData: data, isError, refetch } = useChildReportCardsQuery(args);
  const [open, setOpen] = useState<Item | null>(null);
  const canOpen = useCanOpen();
  const child = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';
  const docLang = i18n.language === 'ar' ? 'ar' : 'fr';

  let body: ReactNode;
  if (isError) {
    body = <ErrorState message={t('reportCards.child.loadError')} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = (
      <div role="status" aria-label={t('common.pageLoading')} className="space-y-2">
        {[0, 1].map((key) => (
          <div key={key} className={`${cardClass('sm')} h-32 animate-pulse`} />
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <div className="space-y-2">
        <EmptyState
          icon={ScrollText}
          message={t('reportCards.child.empty')}
          action={
            // Until a card is published, what the parent can follow: the child's homework.
            canOpen(paths.childHomework()) ? (
              <Link to={paths.childHomework()} className={BUTTON.secondary}>
                {t('reportCards.child.emptyLink')}
              </Link>
            ) : undefined
          }
        />
        <p className="text-center text-sm text-neutral-600 dark:text-neutral-300">
          {t('reportCards.child.emptyHint')}
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {data.items.map((item) => (
          <TermCard key={item.term.index} item={item} onOpen={() => setOpen(item)} />
        ))}
      </ul>
    );
  }
  return (
    <ChildPageFrame
      title={t('routes.report-cards/child')}
      forWhom={child ? t('reportCards.child.for', { name: child }) : ''}
    >
      {body}
      {open && (
        <PrintReportCards
          title={t('reportCards.child.dialogTitle', {
            term: t(`reportCards.doc.${docLang}.terms.${open.term.index}`),
          })}
          fileName={reportCardsFileName(open.card, open.term.index)}
          sheet={open}
          cards={[open.card]}
          onClose={() => setOpen(null)}
        >
          {/* The card as it prints, scaled to the phone: a parent reads it before printing or saving it. */}
          <div className="mb-4 overflow-x-auto rounded border border-neutral-200 bg-white p-3 text-neutral-900 dark:border-neutral-700">
            <ReportCardView sheet={open} card={open.card} lang={docLang} />
          </div>
        </PrintReportCards>
      )}
    </ChildPageFrame>
  );
}

/**
 * `report-cards/child`: a parent's view of the selected child's report cards, on the phone first: each published
 * term in a card (the domains' mastery, the absences, the general comment), opened to read it whole and to print it
 * or save it as a PDF, in French or Arabic.
 */
export default function ChildReportCardsPage() {
  const { t } = useTranslation();
  return (
    <ParentOnly
      staff={{
        title: t('routes.report-cards/child'),
        message: t('reportCards.child.staff.message'),
        to: paths.reportCards(),
        link: t('reportCards.child.staff.link'),
      }}
    >
      <ParentView />
    </ParentOnly>
  );
}
