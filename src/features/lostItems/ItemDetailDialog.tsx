import { useState } from 'react';
import { DetailField } from '../../components/DetailParts';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { ItemStatus } from '../../domain/lostItems';
import { formatDate } from '../../lib/dates';
import { ItemPhoto } from './ItemPhoto';
import { useLostItemQuery, useTransitionLostItemMutation } from './lostItems.api';
import { ItemStatusBadge, RequestStatusBadge } from './StatusBadge';
import { StatusHistory } from './StatusHistory';

/** One found item (`?id=`): photo, what and where, its requests and history, and its state changes, confirmed. */
export function ItemDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, isError, isLoading, refetch } = useLostItemQuery(id);
  const [transition] = useTransitionLostItemMutation();
  const [asked, setAsked] = useState<ItemStatus | null>(null);
  const name = data ? `${t(`lostItems.category.${data.category}`)} · ${data.description}` : '';

  return (
    <Modal open title={t('lostItems.detail.title')} onClose={onClose} size="lg">
      {isLoading && <p role="status">{t('common.pageLoading')}</p>}
      {isError && <ErrorState message={t('lostItems.detail.loadError')} onRetry={() => void refetch()} />}
      {data && (
        <div className="space-y-5">
          <div className="flex flex-col gap-4 sm:flex-row">
            <div className="sm:w-56">
              <ItemPhoto itemId={data.id} hasPhoto={data.hasPhoto} alt={name} size="lg" />
            </div>
            <dl className="grid flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
              <DetailField label={t('lostItems.fields.description')}>
                <span dir="auto">{data.description}</span>
              </DetailField>
              <DetailField label={t('lostItems.fields.category')}>
                {t(`lostItems.category.${data.category}`)}
              </DetailField>
              <DetailField label={t('lostItems.fields.place')}>
                <span dir="auto">{data.place}</span>
              </DetailField>
              <DetailField label={t('lostItems.fields.foundOn')}>
                {formatDate(data.foundOn, language)}
              </DetailField>
              <DetailField label={t('lostItems.fields.status')}>
                <span className="flex flex-wrap gap-1">
                  <ItemStatusBadge status={data.status} />
                  {data.proposedForDisposal && (
                    <span className="text-sm text-warning-700 dark:text-warning-500">
                      {t('lostItems.disposal.proposed')}
                    </span>
                  )}
                </span>
              </DetailField>
              <DetailField label={t('lostItems.fields.recordedBy')}>{data.recordedBy}</DetailField>
            </dl>
          </div>

          <section className="space-y-2" aria-labelledby="item-requests">
            <h3 id="item-requests" className="text-sm font-semibold text-neutral-700 dark:text-neutral-200">
              {t('lostItems.detail.requests')}
            </h3>
            {data.requests.length === 0 ? (
              <p className="text-sm text-neutral-600 dark:text-neutral-300">
                {t('lostItems.detail.noRequests')}
              </p>
            ) : (
              <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
                {data.requests.map((request) => (
                  <li key={request.id} className="space-y-1 py-2 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">
                        {request.student.firstname_fr} {request.student.lastname_fr}
                      </span>
                      <span className="text-neutral-600 dark:text-neutral-300">{request.guardianName}</span>
                      <RequestStatusBadge status={request.status} />
                    </p>
                    <p dir="auto" className="break-words text-neutral-700 dark:text-neutral-200">
                      {request.description}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <StatusHistory
            id="item-history"
            history={data.history}
            statusLabel={(status) => t(`lostItems.status.${status}`)}
          />

          {data.allowedTransitions.length > 0 && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-700">
              {data.allowedTransitions.map((to) => (
                <button
                  key={to}
                  type="button"
                  className={
                    to === 'disposed' ? BUTTON.danger : to === 'returned' ? BUTTON.primary : BUTTON.secondary
                  }
                  onClick={() => setAsked(to)}
                >
                  {t(`lostItems.actions.${to}`)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asked !== null && data !== undefined}
        title={asked ? t(`lostItems.actions.${asked}`) : ''}
        message={asked ? t(`lostItems.confirm.${asked}`, { name }) : ''}
        confirmLabel={asked ? t(`lostItems.actions.${asked}`) : ''}
        tone={asked === 'disposed' ? 'danger' : 'primary'}
        onCancel={() => setAsked(null)}
        onConfirm={async () => {
          if (!asked) return;
          // A refusal stays in the dialog, in the user's language (ConfirmDialog).
          await transition({ id, to: asked }).unwrap();
          void notify('success', t('lostItems.detail.changed'));
          setAsked(null);
        }}
      />
    </Modal>
  );
}
