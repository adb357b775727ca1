import { skipToken } from '@reduxjs/toolkit/query';
import { CheckCircle2, Newspaper, Pin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { notify } from '../../components/notify';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useAppSelector } from '../../store/hooks';
import { useMarkNewsMutation, useNewsFeedQuery, type ChildScope } from './news.api';
import type { FeedItem } from './news.schemas';
import { NewsBody } from './NewsBody';
import { NewsCover } from './NewsCover';
import { CategoryTag } from './NewsPhaseBadge';
import { excerpt } from './newsText';

/**
 * `news` for a parent, on the phone first: the selected child's news, pinned then newest first, the unread ones
 * marked; opening one marks it read, and one tap acknowledges a piece that asks for it.
 */
export default function ParentNewsFeed() {
  const { t } = useTranslation();
  const student = useAppSelector((state) => state.auth.student);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  const child = student && year !== null ? { student: student.studentid, year } : null;
  const { currentData, isError, refetch } = useNewsFeedQuery(child ?? skipToken);
  const name = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.news')}
        </h1>
        {name && (
          <p className="text-neutral-600 dark:text-neutral-300">
            {t('news.feed.forChild', { name })}
            {currentData &&
              currentData.unread > 0 &&
              ` · ${t('news.feed.unread', { count: currentData.unread })}`}
          </p>
        )}
      </div>
      {isError ? (
        <ErrorState message={t('news.loadError')} onRetry={() => void refetch()} />
      ) : !currentData || !child ? (
        <div role="status" aria-label={t('news.loading')} className="space-y-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-32 animate-pulse rounded-card bg-neutral-200 dark:bg-neutral-800" />
          ))}
        </div>
      ) : currentData.items.length === 0 ? (
        <EmptyState icon={Newspaper} message={t('news.feed.empty')} />
      ) : (
        <ul className="space-y-3" aria-label={t('news.feed.list', { name })}>
          {currentData.items.map((item) => (
            <li key={item.id}>
              <FeedCard item={item} child={child} childName={name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FeedCard({ item, child, childName }: { item: FeedItem; child: ChildScope; childName: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const [mark, { isLoading }] = useMarkNewsMutation();
  const headingId = `news-${item.id}`;
  const bodyId = `news-${item.id}-body`;

  const send = (kind: 'read' | 'acknowledge') =>
    mark({ ...child, id: item.id, mark: kind })
      .unwrap()
      .then(() => {
        if (kind === 'acknowledge') void notify('success', t('news.feed.acknowledgedToast'));
      })
      .catch((caught: unknown) => {
        if (kind === 'acknowledge') void notify('error', apiErrorText(caught, t, t('form.saveFailed')));
      });

  return (
    <Card as="article" aria-labelledby={headingId} padding="none" className="overflow-hidden">
      {item.hasCover && <NewsCover id={item.id} className="h-36 w-full" />}
      <div className="space-y-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {!item.read && <Badge tone="primary">{t('news.feed.new')}</Badge>}
          {item.pinned && (
            <span className="inline-flex items-center gap-1 text-primary-700 dark:text-primary-300">
              <Pin size={14} aria-hidden="true" />
              {t('news.pinned')}
            </span>
          )}
          <CategoryTag category={item.category} />
          <span className="text-neutral-600 dark:text-neutral-400">
            {formatDate(item.publishAt, language)}
          </span>
        </div>
        <h2
          id={headingId}
          dir="auto"
          className={`text-start text-lg ${item.read ? 'font-medium' : 'font-bold'}`}
        >
          {item.title}
        </h2>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">{childName}</p>
        {open ? (
          <div id={bodyId}>
            <NewsBody body={item.body} />
          </div>
        ) : (
          <p dir="auto" className="text-start text-neutral-700 dark:text-neutral-200">
            {excerpt(item.body)}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <button
            type="button"
            className={`${BUTTON.secondary} min-h-11`}
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            onClick={() => {
              setOpen(!open);
              if (!open && !item.read) void send('read');
            }}
          >
            {open ? t('news.feed.less') : t('news.feed.more')}
          </button>
          {item.requiresAck &&
            (item.acknowledgedAt ? (
              <p className="inline-flex items-center gap-1.5 text-sm text-success-700 dark:text-success-500">
                <CheckCircle2 size={16} aria-hidden="true" />
                {t('news.feed.acknowledgedOn', { date: formatDateTime(item.acknowledgedAt, language) })}
              </p>
            ) : (
              <button
                type="button"
                className={`${BUTTON.primary} min-h-11 w-full sm:w-auto`}
                disabled={isLoading}
                onClick={() => void send('acknowledge')}
              >
                <CheckCircle2 size={16} aria-hidden="true" />
                {t('news.feed.acknowledge')}
              </button>
            ))}
        </div>
      </div>
    </Card>
  );
}
