import { skipToken } from '@reduxjs/toolkit/query';
import { Archive, BellRing, Pencil, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { useSubmission } from '../../api/useSubmission';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { allowedNewsTransitions, type NewsStatus } from '../../domain/news';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useScope } from '../../session/useScope';
import {
  useNewsItemQuery,
  usePendingFamiliesQuery,
  useRemindNewsMutation,
  useTransitionNewsMutation,
} from './news.api';
import type { NewsDetail as Detail } from './news.schemas';
import { NewsBody } from './NewsBody';
import { NewsCover } from './NewsCover';
import { NewsEditor } from './NewsEditor';
import { AckProgress, CategoryTag, NewsPhaseBadge } from './NewsPhaseBadge';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-card border border-neutral-200 p-3 dark:border-neutral-700">
      <dt className="text-xs text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{children}</dd>
    </div>
  );
}

/**
 * One piece (`?id=` in the URL): its body as the families see it, its state and dates, how many targeted families
 * have read and acknowledged it, the families that have not, a reminder to them, and its state changes.
 */
export function NewsDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error, isError, refetch } = useNewsItemQuery(id);
  const notFound = isError && (error as { status?: unknown } | undefined)?.status === 404;
  const scope = useScope();
  const [editing, setEditing] = useState(false);
  const title = data?.title ?? t('news.detail.title');
  // Editing replaces the piece's dialog (one dialog at a time) and comes back to it once saved or cancelled.
  if (editing && data && scope) {
    return (
      <NewsEditor
        scope={scope}
        news={data}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    );
  }
  return (
    <Modal open title={title} onClose={onClose} size="lg">
      {notFound ? (
        <p role="alert">{t('news.detail.notFound')}</p>
      ) : isError ? (
        <ErrorState message={t('news.loadError')} onRetry={() => void refetch()} />
      ) : !data ? (
        <p role="status">{t('news.loading')}</p>
      ) : (
        <DetailBody news={data} onEdit={() => setEditing(true)} />
      )}
    </Modal>
  );
}

function DetailBody({ news, onEdit }: { news: Detail; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [confirming, setConfirming] = useState<NewsStatus | null>(null);
  const [transition] = useTransitionNewsMutation();
  const [remind, { isLoading: reminding }] = useRemindNewsMutation();
  const reminder = useSubmission();
  const tracksFamilies = news.audience !== 'staff';
  const { data: pending } = usePendingFamiliesQuery(tracksFamilies ? news.id : skipToken);
  const transitions = allowedNewsTransitions(news.status).filter(
    (to) => to !== 'published' || news.canPublish,
  );

  return (
    <div className="space-y-5">
      {news.hasCover && <NewsCover id={news.id} className="h-40 w-full rounded-card" />}
      <div className="flex flex-wrap items-center gap-3">
        <NewsPhaseBadge phase={news.phase} />
        <CategoryTag category={news.category} />
        <span className="text-sm text-neutral-600 dark:text-neutral-300">
          {t('news.detail.dates', {
            publishAt: formatDate(news.publishAt, language),
            expiresAt: news.expiresAt ? formatDate(news.expiresAt, language) : t('news.detail.noExpiry'),
          })}
        </span>
        <span className="text-sm text-neutral-600 dark:text-neutral-300">
          {t(`news.audience.${news.audience}`)}
          {news.pinned && ` · ${t('news.pinned')}`}
        </span>
      </div>

      {tracksFamilies && (
        <section aria-labelledby="news-follow" className="space-y-3">
          <h3 id="news-follow" className="font-semibold">
            {t('news.detail.follow')}
          </h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure label={t('news.detail.targeted')}>
              <span className="tabular-nums">{news.targeted}</span>
            </Figure>
            <Figure label={t('news.detail.read')}>
              <AckProgress
                done={news.read}
                total={news.targeted}
                label={t('news.readCount', { done: news.read, total: news.targeted })}
              />
            </Figure>
            {news.requiresAck && (
              <Figure label={t('news.detail.acknowledged')}>
                <span data-testid="ack-count">
                  <AckProgress
                    done={news.acknowledged}
                    total={news.targeted}
                    label={t('news.ackCount', { done: news.acknowledged, total: news.targeted })}
                  />
                </span>
              </Figure>
            )}
          </dl>
          {pending && pending.total > 0 && (
            <details className="rounded-card border border-neutral-200 p-3 dark:border-neutral-700">
              <summary className="min-h-11 cursor-pointer font-medium md:min-h-0">
                {news.requiresAck
                  ? t('news.detail.pendingAck', { count: pending.total })
                  : t('news.detail.pendingRead', { count: pending.total })}
              </summary>
              <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto text-sm">
                {pending.items.map((family) => (
                  <li key={family.familyId} className="flex flex-wrap justify-between gap-2">
                    <span>
                      {family.name} <span lang="ar">{family.name_ar}</span>
                      <span className="text-neutral-600 dark:text-neutral-400">
                        {' '}
                        — {family.children.join(', ')}
                      </span>
                    </span>
                    <span className="text-neutral-600 dark:text-neutral-400">
                      {family.read ? t('news.detail.readNotAcked') : t('news.detail.notRead')}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {news.phase === 'live' && pending && pending.total > 0 && (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={BUTTON.secondary}
                disabled={reminding}
                onClick={() =>
                  void reminder
                    .run({ id: news.id }, (idempotencyKey) =>
                      remind({ id: news.id, idempotencyKey }).unwrap(),
                    )
                    .then((answer) => {
                      if (answer)
                        void notify('success', t('news.detail.reminded', { count: answer.families }));
                    })
                    .catch((caught: unknown) =>
                      notify('error', apiErrorText(caught, t, t('form.saveFailed'))),
                    )
                }
              >
                <BellRing size={16} aria-hidden="true" />
                {t('news.detail.remind')}
              </button>
              {news.remindedAt && (
                <span className="text-sm text-neutral-600 dark:text-neutral-400">
                  {t('news.detail.lastReminder', { date: formatDateTime(news.remindedAt, language) })}
                </span>
              )}
            </div>
          )}
        </section>
      )}

      <section aria-labelledby="news-body" className="space-y-2">
        <h3 id="news-body" className="font-semibold">
          {t('news.detail.body')}
        </h3>
        <NewsBody body={news.body} />
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          {t('news.detail.author', { name: news.author, date: formatDateTime(news.updatedAt, language) })}
        </p>
      </section>

      <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-700">
        {news.status !== 'archived' && (
          <button type="button" className={BUTTON.secondary} onClick={onEdit}>
            <Pencil size={16} aria-hidden="true" />
            {t('news.detail.edit')}
          </button>
        )}
        {transitions.map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'published' ? BUTTON.primary : BUTTON.secondary}
            onClick={() => setConfirming(to)}
          >
            {to === 'published' ? (
              <Send size={16} aria-hidden="true" />
            ) : (
              <Archive size={16} aria-hidden="true" />
            )}
            {t(`news.transition.${to}`)}
          </button>
        ))}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`news.transition.${confirming}`) : ''}
        message={confirming ? t(`news.transition.${confirming}Confirm`, { title: news.title }) : ''}
        confirmLabel={confirming ? t(`news.transition.${confirming}`) : ''}
        tone={confirming === 'archived' ? 'danger' : 'primary'}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await transition({ id: news.id, to: confirming }).unwrap();
            void notify('success', t(`news.transition.${confirming}Done`));
          } catch (caught) {
            void notify('error', apiErrorText(caught, t, t('form.saveFailed')));
          }
          setConfirming(null);
        }}
      />
    </div>
  );
}
