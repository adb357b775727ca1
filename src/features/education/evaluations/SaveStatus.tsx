import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import type { SaveState } from '../resultQueue';

/** Where the grid's saving stands (saved, saving, waiting for the network, refused), and a retry while waiting. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const text =
    state.kind === 'saved'
      ? t('education.grid.saved')
      : state.kind === 'saving'
        ? t('education.grid.saving', { count: state.count })
        : state.kind === 'waiting'
          ? t('education.grid.waiting', { count: state.count })
          : state.message;
  const tone =
    state.kind === 'error'
      ? 'danger'
      : state.kind === 'waiting'
        ? 'warning'
        : state.kind === 'saving'
          ? 'info'
          : 'success';
  return (
    <p role="status" className="flex flex-wrap items-center gap-2">
      <Badge tone={tone}>{text}</Badge>
      {state.kind === 'waiting' && (
        <button
          type="button"
          className="text-sm text-primary-700 underline dark:text-primary-300"
          onClick={onRetry}
        >
          {t('education.grid.retry')}
        </button>
      )}
    </p>
  );
}
