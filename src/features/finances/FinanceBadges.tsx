import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { agingBucketLabel } from '../../lib/agingBuckets';
import { Badge, type BadgeTone } from '../../components/Badge';
import type { AgingBucket, InstallmentStatus } from '../../domain/ledger';

const STATUS_TONE: Record<InstallmentStatus, BadgeTone> = {
  pending: 'neutral',
  partial: 'warning',
  paid: 'success',
  cancelled: 'info',
};

/** An installment's state: overdue (derived, with the days late) wins over pending and partial. */
export function InstallmentBadge({
  status,
  overdue,
  daysLate,
}: {
  status: InstallmentStatus;
  overdue: boolean;
  daysLate: number;
}) {
  const { t } = useTranslation();
  if (overdue) {
    return <Badge tone="danger">{t('finances.status.overdueDays', { count: daysLate })}</Badge>;
  }
  return <Badge tone={STATUS_TONE[status]}>{t(`finances.status.${status}`)}</Badge>;
}

/** "En retard : 1 à 30 jours", or "En retard" alone when the bucket is not known. */
export function overdueText(t: TFunction, bucket: AgingBucket | null): string {
  return bucket === null
    ? t('finances.status.overdue')
    : t('finances.status.overdueBucket', { bucket: agingBucketLabel(t, bucket) });
}

/** A family's or student's state: overdue (with its aging bucket), something still due, or all paid. */
interface BalanceState {
  balance: number;
  overdue: number;
  bucket: AgingBucket | null;
  /** What is due in all; 0 with nothing paid: no fee is set up, which is not "settled". */
  due?: number;
}

/** A family's or student's state as a tone and a text: the badge's, and the same words in a CSV export. */
function balanceState(t: TFunction, { balance, overdue, bucket, due }: BalanceState) {
  if (due === 0 && balance === 0) return { tone: 'neutral' as const, text: t('finances.status.noFees') };
  if (overdue > 0) return { tone: 'danger' as const, text: overdueText(t, bucket) };
  if (balance > 0) return { tone: 'neutral' as const, text: t('finances.status.upToDate') };
  return { tone: 'success' as const, text: t('finances.status.settled') };
}

/** The state's words: overdue (with its bucket), up to date, settled; never blank (a list's "State" column). */
export function balanceStateText(t: TFunction, state: BalanceState): string {
  return balanceState(t, state).text;
}

export function BalanceBadge(props: BalanceState) {
  const { t } = useTranslation();
  const { tone, text } = balanceState(t, props);
  return <Badge tone={tone}>{text}</Badge>;
}
