import type { TFunction } from 'i18next';
import { AGING_BUCKET_DAYS, type AgingBucket } from '../domain/aging';

/**
 * The one name of an aging bucket, from its days in `domain/ledger.ts` ("1 à 30 jours", "61 jours et plus"):
 * the dashboard, the overdue list and the finance badges all say it this way.
 * @example agingBucketLabel(t, '0-30') // "1 à 30 jours"
 */
export function agingBucketLabel(t: TFunction, bucket: AgingBucket): string {
  const days = AGING_BUCKET_DAYS[bucket];
  return days.to === null
    ? t('agingBuckets.from', { from: days.from })
    : t('agingBuckets.range', { from: days.from, to: days.to });
}
