import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import type { RequestState } from '../../domain/requests';

/** One colour per state, the same on every badge (DESIGN-SYSTEM.md "Status badges"). */
export const STATE_TONE = {
  open: 'info',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'neutral',
  rejected: 'danger',
} as const satisfies Record<RequestState, BadgeTone>;

/** The state of a request, in its colour; "overdue" beside it when it is past its target delay. */
export function RequestStateBadge({ state, overdue = false }: { state: RequestState; overdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={STATE_TONE[state]}>{t(`requests.state.${state}`)}</Badge>
      {overdue && <Badge tone="danger">{t('requests.overdue')}</Badge>}
    </span>
  );
}
