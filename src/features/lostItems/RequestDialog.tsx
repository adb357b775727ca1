import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { RequestStatus } from '../../domain/lostItems';
import { formatDate } from '../../lib/dates';
import { useScope } from '../../session/useScope';
import { DetailField } from '../../components/DetailParts';
import { ItemPhoto } from './ItemPhoto';
import {
  useLostItemRequestQuery,
  useLostItemsQuery,
  useTransitionLostItemRequestMutation,
} from './lostItems.api';
import { RequestStatusBadge } from './StatusBadge';
import { StatusHistory } from './StatusHistory';

/**
 * One family's request (`?id=`): who, what, the claimed or matched item; staff match it to a found item (a claim to
 * the item it names, a description to one chosen here), reject it with a reason, or close it once the item is back.
 */
export function RequestDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const { data, isError, isLoading, refetch } = useLostItemRequestQuery(id);
  const [transition] = useTransitionLostItemRequestMutation();
  const [asked, setAsked] = useState<RequestStatus | null>(null);
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  // A description is matched to an item still waiting for its owner.
  const choosing = data?.kind === 'lost' && data.status === 'pending';
  const { data: waiting } = useLostItemsQuery(
    choosing && scope
      ? { ...scope, status: 'found', pageSize: 200, sort: 'foundOn', order: 'desc' }
      : skipToken,
  );
  const itemId = data?.item?.id ?? (chosen ? Number(chosen) : null);
  const student = data ? `${data.student.firstname_fr} ${data.student.lastname_fr}` : '';

  return (
    <Modal open title={t('lostItems.requests.title')} onClose={onClose} size="lg">
      {isLoading && <p role="status">{t('common.pageLoading')}</p>}
      {isError && <ErrorState message={t('lostItems.requests.loadError')} onRetry={() => void refetch()} />}
      {data && (
        <div className="space-y-5">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <DetailField label={t('lostItems.requests.student')}>{student}</DetailField>
            <DetailField label={t('lostItems.requests.guardian')}>{data.guardianName}</DetailField>
            <DetailField label={t('lostItems.requests.kindLabel')}>
              {t(`lostItems.kind.${data.kind}`)}
            </DetailField>
            <DetailField label={t('lostItems.fields.status')}>
              <RequestStatusBadge status={data.status} />
            </DetailField>
            <div className="sm:col-span-2">
              <DetailField label={t('lostItems.fields.description')}>
                <span dir="auto">{data.description || '—'}</span>
              </DetailField>
            </div>
            {data.category && (
              <DetailField label={t('lostItems.fields.category')}>
                {t(`lostItems.category.${data.category}`)}
              </DetailField>
            )}
            {data.lostOn && (
              <DetailField label={t('lostItems.fields.lostOn')}>
                {formatDate(data.lostOn, language)}
              </DetailField>
            )}
            {data.reason && (
              <div className="sm:col-span-2">
                <DetailField label={t('lostItems.requests.reason')}>
                  <span dir="auto">{data.reason}</span>
                </DetailField>
              </div>
            )}
          </dl>

          {data.item && (
            <section aria-labelledby="request-item" className="space-y-2">
              <h3 id="request-item" className="text-sm font-semibold text-neutral-700 dark:text-neutral-200">
                {t('lostItems.requests.item')}
              </h3>
              <div className="flex items-center gap-3">
                <div className="w-28">
                  <ItemPhoto itemId={data.item.id} hasPhoto={data.item.hasPhoto} alt="" size="md" />
                </div>
                <div className="min-w-0 text-sm">
                  <p dir="auto" className="font-medium break-words">
                    {data.item.description}
                  </p>
                  <p className="text-neutral-600 dark:text-neutral-300">
                    {t('lostItems.parent.foundAt', {
                      date: formatDate(data.item.foundOn, language),
                      place: data.item.place,
                    })}
                  </p>
                  <p className="text-neutral-600 dark:text-neutral-300">
                    {t(`lostItems.status.${data.item.status}`)}
                  </p>
                </div>
              </div>
            </section>
          )}

          {choosing && (
            <div className="space-y-1">
              <label htmlFor={selectId} className="block text-sm font-medium">
                {t('lostItems.requests.chooseItem')}
              </label>
              <select
                id={selectId}
                className={INPUT}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">{t('select.placeholder')}</option>
                {waiting?.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {`${t(`lostItems.category.${item.category}`)} · ${item.description} · ${formatDate(item.foundOn, language)}`}
                  </option>
                ))}
              </select>
            </div>
          )}

          <StatusHistory
            id="request-history"
            history={data.history}
            statusLabel={(status) => t(`lostItems.requestStatus.${status}`)}
          />

          {data.allowedTransitions.length > 0 && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-700">
              {data.allowedTransitions.map((to) => (
                <button
                  key={to}
                  type="button"
                  disabled={to === 'matched' && itemId === null}
                  className={
                    to === 'rejected' ? BUTTON.danger : to === 'matched' ? BUTTON.primary : BUTTON.secondary
                  }
                  onClick={() => setAsked(to)}
                >
                  {t(`lostItems.requestActions.${to}`)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asked !== null && data !== undefined}
        title={asked ? t(`lostItems.requestActions.${asked}`) : ''}
        message={asked ? t(`lostItems.requestConfirm.${asked}`, { name: student }) : ''}
        confirmLabel={asked ? t(`lostItems.requestActions.${asked}`) : ''}
        tone={asked === 'rejected' ? 'danger' : 'primary'}
        reason={asked === 'rejected' ? { label: t('lostItems.requests.reason'), required: true } : undefined}
        onCancel={() => setAsked(null)}
        onConfirm={async (reason) => {
          if (!asked) return;
          await transition({
            id,
            to: asked,
            ...(asked === 'matched' && itemId !== null ? { itemId } : {}),
            ...(asked === 'rejected' ? { reason } : {}),
          }).unwrap();
          void notify('success', t('lostItems.detail.changed'));
          setAsked(null);
        }}
      />
    </Modal>
  );
}
