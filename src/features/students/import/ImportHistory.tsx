import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCount } from '../../../components/DataTable/format';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { formatDateTime } from '../../../lib/dates';
import { useUndoImportMutation } from './studentImport.api';
import type { ImportBatch } from './studentImport.schemas';

/**
 * The branch's imports of the year, newest first: who imported which file, what it made, and the undo of a batch
 * while none of its students has anything attached (a payment, a result, a document...).
 */
export function ImportHistory({
  query,
}: {
  query: { data?: { items: ImportBatch[] }; isError: boolean; isLoading: boolean; refetch: () => unknown };
}) {
  const { t, i18n } = useTranslation();
  const [undo] = useUndoImportMutation();
  const [confirming, setConfirming] = useState<ImportBatch | null>(null);
  const number = (value: number) => formatCount(value, i18n.language);
  if (query.isError) {
    return <ErrorState message={t('studentImport.history.error')} onRetry={() => void query.refetch()} />;
  }
  const items = query.data?.items ?? [];
  return (
    <Card as="section" aria-labelledby="import-history" className="space-y-3">
      <h2 id="import-history" className="text-lg font-semibold">
        {t('studentImport.history.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">
          {query.isLoading ? t('common.loading') : t('studentImport.history.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-700" data-testid="import-history">
          {items.map((batch) => (
            <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-semibold" dir="auto">
                  {batch.fileName}
                </p>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {t('studentImport.history.line', {
                    date: formatDateTime(batch.createdAt, i18n.language),
                    by: batch.createdBy,
                    created: number(batch.created),
                    existing: number(batch.existing),
                    refused: number(batch.refused),
                  })}
                </p>
              </div>
              {batch.status === 'undone' ? (
                <Badge>{t('studentImport.history.undone')}</Badge>
              ) : batch.undoable && batch.created > 0 ? (
                <button
                  type="button"
                  className={BUTTON.secondary}
                  aria-label={t('studentImport.history.undoNamed', { file: batch.fileName })}
                  onClick={() => setConfirming(batch)}
                >
                  {t('studentImport.result.undo')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('studentImport.result.undoTitle')}
        message={t('studentImport.result.undoMessage', {
          count: confirming?.created ?? 0,
          countText: number(confirming?.created ?? 0),
        })}
        confirmLabel={t('studentImport.result.undo')}
        tone="danger"
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          const next = await undo(confirming.id).unwrap();
          setConfirming(null);
          void notify(
            'success',
            t('studentImport.result.undone', { count: next.created, countText: number(next.created) }),
          );
        }}
      />
    </Card>
  );
}
