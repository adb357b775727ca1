/**
 * The aging buckets of overdue amounts, on their own so that the first screen (the dashboard's figures) takes them
 * without the ledger (domain/ledger.ts re-exports them; docs/api.md "Finances").
 */
export const AGING_BUCKETS = ['0-30', '31-60', '60+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * THE definition of the aging buckets: the days late each one holds (`to` null: no end). Every screen names a
 * bucket from these numbers (`lib/agingBuckets.ts`), so the dashboard and the overdue list say the same thing.
 */
export const AGING_BUCKET_DAYS: Record<AgingBucket, { from: number; to: number | null }> = {
  '0-30': { from: 1, to: 30 },
  '31-60': { from: 31, to: 60 },
  '60+': { from: 61, to: null },
};

/** Aging bucket of an overdue amount: 1-30 days late `0-30`, 31-60 `31-60`, more `60+`; null when not late. */
export function agingBucket(days: number): AgingBucket | null {
  if (days <= 0) return null;
  return (
    AGING_BUCKETS.find((bucket) => {
      const { from, to } = AGING_BUCKET_DAYS[bucket];
      return days >= from && (to === null || days <= to);
    }) ?? null
  );
}
