import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '../../../api/errorText';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCount } from '../../../components/DataTable/format';
import { notify } from '../../../components/notify';
import type { ImportRowInput } from '../../../domain/studentImport';
import { paths } from '../../../paths';
import type { PreviewRow } from './types';
import { downloadReport } from './report';
import { useUndoImportMutation } from './studentImport.api';
import type { useImportRun } from './useImportRun';

/**
 * The import being applied, then its outcome: a progress bar while the chunks go, "interrupted" with a resume when
 * an answer did not come (never "failed": the rows may be in, and sending them again cannot double them), then what
 * became of each row, the report to download, and the undo of the whole batch.
 */
export function ApplyPanel({
  run,
  rows,
  inputs,
  onRestart,
}: {
  run: ReturnType<typeof useImportRun>;
  rows: readonly PreviewRow[];
  inputs: readonly ImportRowInput[];
  onRestart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatCount(value, i18n.language);
  const [undo, undoState] = useUndoImportMutation();
  const [confirming, setConfirming] = useState(false);
  const { state } = run;

  if (state.phase === 'running' || state.phase === 'interrupted') {
    const percent = state.total ? Math.round((state.done / state.total) * 100) : 0;
    return (
      <Card as="section" aria-labelledby="import-progress" className="space-y-3">
        <h2 id="import-progress" className="text-lg font-semibold">
          {t('studentImport.apply.title')}
        </h2>
        <div
          role="progressbar"
          aria-labelledby="import-progress"
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.done}
          aria-valuetext={t('studentImport.apply.progress', {
            done: number(state.done),
            total: number(state.total),
          })}
          className="h-3 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
        >
          <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p role="status">
          {t('studentImport.apply.progress', { done: number(state.done), total: number(state.total) })}
        </p>
        {state.phase === 'interrupted' && (
          <div role="alert" className="space-y-2">
            <p className="font-semibold text-warning-800 dark:text-warning-200">
              {state.outcome === 'refused'
                ? apiErrorText(state.error, t, t('studentImport.apply.refused'))
                : t('studentImport.apply.interrupted')}
            </p>
            <button type="button" className={BUTTON.primary} onClick={() => void run.run(inputs)}>
              {t('studentImport.apply.resume')}
            </button>
          </div>
        )}
      </Card>
    );
  }
  if (state.phase !== 'finished') return null;

  const { batch, results } = state;
  const byLine = new Map(rows.map((row) => [row.checked.draft.line, row]));
  const refused = results.filter((result) => result.outcome === 'refused');
  const undone = batch.status === 'undone';
  return (
    <Card as="section" aria-labelledby="import-result" className="space-y-4">
      <h2 id="import-result" className="text-lg font-semibold">
        {undone ? t('studentImport.result.undoneTitle') : t('studentImport.result.title')}
      </h2>
      <p role="status" data-testid="import-result">
        {undone
          ? t('studentImport.result.undone', { count: batch.created, countText: number(batch.created) })
          : t('studentImport.result.summary', {
              created: number(batch.created),
              existing: number(batch.existing),
              refused: number(batch.refused),
              families: number(batch.familiesCreated),
            })}
      </p>
      {refused.length > 0 && !undone && (
        <div>
          <h3 className="font-semibold">{t('studentImport.result.refusedRows')}</h3>
          <ul className="list-inside list-disc text-sm">
            {refused.map((result) => {
              const draft = byLine.get(result.line)?.checked.draft;
              return (
                <li key={result.line}>
                  {t('studentImport.result.refusedRow', {
                    line: result.line,
                    name: draft ? `${draft.lastname_fr} ${draft.firstname_fr}` : '',
                    reasons: Object.entries(result.errors)
                      .map(
                        ([field, code]) =>
                          `${field}: ${t([`apiErrors.${code}`, 'studentImport.result.invalid'])}`,
                      )
                      .join(', '),
                  })}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={() => downloadReport(batch, rows, results, t)}
        >
          {t('studentImport.result.report')}
        </button>
        {!undone && (
          <button
            type="button"
            className={BUTTON.danger}
            disabled={!batch.undoable || batch.created === 0}
            onClick={() => setConfirming(true)}
          >
            {t('studentImport.result.undo')}
          </button>
        )}
        <Link to={paths.students()} className={BUTTON.secondary}>
          {t('studentImport.result.toList')}
        </Link>
        <button type="button" className={BUTTON.secondary} onClick={onRestart}>
          {t('studentImport.result.another')}
        </button>
      </div>
      {!undone && !batch.undoable && batch.created > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t('studentImport.result.notUndoable')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('studentImport.result.undoTitle')}
        message={t('studentImport.result.undoMessage', {
          count: batch.created,
          countText: number(batch.created),
        })}
        confirmLabel={t('studentImport.result.undo')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const next = await undo(batch.id).unwrap();
          setConfirming(false);
          run.replaceBatch(next);
          void notify(
            'success',
            t('studentImport.result.undone', { count: next.created, countText: number(next.created) }),
          );
        }}
      />
      {undoState.isLoading && <span className="sr-only">{t('common.loading')}</span>}
    </Card>
  );
}
