import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarClock, ChevronRight, CreditCard, MessageSquare, Wallet } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { DashboardSkeleton } from './DashboardSkeleton';
import { FigureCard } from './FigureCard';
import { useParentDashboardQuery } from './dashboard.api';
import type { ParentDashboard as Summary } from './dashboard.schemas';
import { useCanOpen } from '../auth';
import { useFormats } from './useFormats';
import { paths } from '../../paths';
import { labelsBesideDate } from '../../lib/dates';
import { lazyPart, WhenNear } from '../../components/WhenNear';
import { withTexts } from '../../i18n/i18n';

// Below the balance on a phone: each module's card comes as the parent scrolls towards it (components/WhenNear).
const ParentEducationCard = lazyPart(
  withTexts(['education'], () => import('../education')),
  'ParentEducationCard',
);
const ChildTimetableCard = lazyPart(
  withTexts(['timetable/child'], () => import('../timetable')),
  'ChildTimetableCard',
);
const ParentCanteenCard = lazyPart(
  withTexts(['canteen'], () => import('../canteen')),
  'ParentCanteenCard',
);
const ParentTransportCard = lazyPart(
  withTexts(['transport'], () => import('../transport')),
  'ParentTransportCard',
);

const LINK =
  'inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 hover:underline md:min-h-0 dark:text-primary-300';

/** A parent's dashboard: the selected child, their balance and next installment, recent messages and news. */
export function ParentDashboard() {
  const { t } = useTranslation();
  const student = useAppSelector((state) => state.auth.student?.studentid ?? null);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  const query = student !== null && year !== null ? { student, year } : skipToken;
  const { currentData: answer, isError, refetch } = useParentDashboardQuery(query);
  // Drawn in the background (a transition), so drawing the summary never blocks a tap: the skeleton stays meanwhile.
  const currentData = useDeferredValue(answer);
  if (isError) return <ErrorState message={t('dashboard.loadError')} onRetry={() => void refetch()} />;
  if (!currentData) return <DashboardSkeleton cards={3} charts={0} />;
  return <ParentSummary summary={currentData} />;
}

/** How long an accepted online payment stays on the dashboard. */
const PAID_SHOWN_MS = 7 * 24 * 3600 * 1000;

/**
 * The child's latest online payment, while the bank has not confirmed it or for a week once accepted: a parent who
 * closed the phone on the bank's page finds how it ended here (docs/api.md "Online payments").
 */
function LastOnlinePayment({
  order,
  money,
}: {
  order: NonNullable<Summary['finances']>['lastOnlinePayment'] | null;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  // The moment the dashboard was opened: a payment does not vanish while it is looked at.
  const [openedAt] = useState(Date.now);
  if (!order) return null;
  const recent =
    order.status === 'paid' &&
    order.settledAt !== null &&
    openedAt - new Date(order.settledAt).getTime() < PAID_SHOWN_MS;
  if (order.status !== 'pending' && !recent) return null;
  return (
    <Link
      to={paths.onlinePayment(order.orderId)}
      className="flex min-h-11 items-center justify-between gap-2 rounded-card border border-neutral-200 bg-white px-4 py-3 text-sm font-semibold sm:col-span-2 dark:border-neutral-700 dark:bg-neutral-800"
    >
      {order.status === 'pending'
        ? t('dashboard.parent.onlinePending', { amount: money(order.amount) })
        : t('dashboard.parent.onlinePaid', {
            amount: money(order.amount),
            number: order.receiptNumber ?? '',
          })}
      <ChevronRight size={16} aria-hidden="true" className="shrink-0 rtl:rotate-180" />
    </Link>
  );
}

function ParentSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const format = useFormats(summary.currency);
  const canOpen = useCanOpen();
  const { student, finances } = summary;
  const financesLink = canOpen(paths.studentEngagements()) ? paths.studentEngagements() : null;
  const messagesLink = canOpen(paths.messaging());
  const next = finances?.nextInstallment ?? null;
  // "Décembre, le 5 décembre 2026" would say the month twice: a label that is the month is left out.
  const nextDetail = (labels: string[], dueDate: string) => {
    const shown = labelsBesideDate(labels, dueDate);
    const date = format.date(dueDate);
    return shown.length > 0
      ? t('dashboard.parent.nextDetail', { label: shown.join(', '), date })
      : t('dashboard.parent.nextDate', { date });
  };

  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="dashboard-child">
        <h2 id="dashboard-child" className="text-lg font-semibold text-neutral-900 dark:text-white">
          {student.firstname_fr} {student.lastname_fr}
        </h2>
        <p lang="ar" dir="rtl" className="text-start text-neutral-600 dark:text-neutral-300">
          {student.firstname_ar} {student.lastname_ar}
        </p>
        {student.className && (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {t('dashboard.parent.class', { className: student.className })}
          </p>
        )}
      </Card>

      {finances ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FigureCard
            icon={Wallet}
            tone={finances.overdue > 0 ? 'danger' : 'success'}
            label={t('dashboard.parent.balance', { name: student.firstname_fr })}
            value={format.money(finances.balance)}
            detail={
              finances.overdue > 0
                ? t('dashboard.parent.overdue', { amount: format.money(finances.overdue) })
                : t('dashboard.parent.upToDate')
            }
            to={financesLink}
          />
          <FigureCard
            icon={CalendarClock}
            tone="primary"
            label={t('dashboard.parent.next')}
            value={next ? format.money(next.amount) : '—'}
            detail={next ? nextDetail(next.labels, next.dueDate) : t('dashboard.parent.noNext')}
            to={financesLink}
          />
          <LastOnlinePayment order={finances.lastOnlinePayment ?? null} money={format.money} />
          {/* Paying online (docs/api.md "Online payments"): what is late first, else the next installment. */}
          {finances.payOnline && financesLink && (next || finances.overdue > 0) && (
            <Link
              to={paths.studentEngagements({ pay: finances.overdue > 0 ? 'overdue' : 'next' })}
              className={`${BUTTON.primary} sm:col-span-2`}
            >
              <CreditCard size={18} aria-hidden="true" />
              {t('dashboard.parent.payOnline')}
            </Link>
          )}
        </div>
      ) : (
        <Card as="p" className="text-sm text-neutral-600 dark:text-neutral-300">
          {t('dashboard.parent.financesHidden')}
        </Card>
      )}

      <WhenNear>
        <ChildTimetableCard />
      </WhenNear>
      <WhenNear>
        <ParentEducationCard />
      </WhenNear>
      <WhenNear>
        <ParentCanteenCard />
      </WhenNear>
      <WhenNear>
        <ParentTransportCard />
      </WhenNear>

      <Card as="section" aria-labelledby="dashboard-messages" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dashboard-messages" className="text-lg font-semibold text-neutral-900 dark:text-white">
            {t('dashboard.parent.messages')}
          </h2>
          {messagesLink && (
            <Link to={paths.messaging()} className={LINK}>
              {t('dashboard.parent.openMessages')}
              <ChevronRight size={16} aria-hidden="true" className="rtl:-scale-x-100" />
            </Link>
          )}
        </div>
        {summary.messages.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('dashboard.parent.noMessages')}</p>
        ) : (
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
            {summary.messages.map((message) => (
              <li key={message.messageId} className="flex gap-3 py-3">
                <MessageSquare size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-neutral-500" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                    <span className="font-semibold text-neutral-900 dark:text-white">
                      {message.mine ? t('dashboard.parent.you') : message.from}
                      {message.unread && (
                        <span className="ms-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs text-primary-800 dark:bg-primary-950 dark:text-primary-200">
                          {t('dashboard.parent.unread')}
                        </span>
                      )}
                    </span>
                    <time
                      dateTime={message.createdAt}
                      className="text-neutral-600 tabular-nums dark:text-neutral-300"
                    >
                      {format.dateTime(message.createdAt)}
                    </time>
                  </p>
                  <p dir="auto" className="truncate text-sm text-neutral-700 dark:text-neutral-200">
                    {message.excerpt}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {summary.news.length > 0 && (
        <Card as="section" aria-labelledby="dashboard-news" className="space-y-3">
          <h2 id="dashboard-news" className="text-lg font-semibold text-neutral-900 dark:text-white">
            {t('dashboard.parent.news')}
          </h2>
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
            {summary.news.map((item) => (
              <li key={item.id} className="flex justify-between gap-2 py-2 text-sm">
                <Link to={paths.news()} dir="auto" className={LINK}>
                  {item.title}
                </Link>
                <time dateTime={item.publishedAt} className="text-neutral-600 dark:text-neutral-300">
                  {format.date(item.publishedAt)}
                </time>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
