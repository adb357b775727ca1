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

/** A family's or student's state: overdue (with its aging bucket), something still due, or all paid. */
/** "En retard : 1 à 30 jours", or "En retard" alone when the bucket is not known. */
export function overdueText(t: TFunction, bucket: AgingBucket | null): string {
  return bucket === null
    ? t('finances.status.overdue')
    : t('finances.status.overdueBucket', { bucket: agingBucketLabel(t, bucket) });
}

export function BalanceBadge({
  balance,
  overdue,
  bucket,
  due,
}: {
  balance: number;
  overdue: number;
  bucket: AgingBucket | null;
  /** What is due in all; 0 with nothing paid: no fee is set up, which is not "settled". */
  due?: number;
}) {
  const { t } = useTranslation();
  if (due === 0 && balance === 0) return <Badge tone="neutral">{t('finances.status.noFees')}</Badge>;
  if (overdue > 0) {
    return <Badge tone="danger">{overdueText(t, bucket)}</Badge>;
  }
  if (balance > 0) return <Badge tone="neutral">{t('finances.status.upToDate')}</Badge>;
  return <Badge tone="success">{t('finances.status.settled')}</Badge>;
}
