import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS, AGING_BUCKET_DAYS, agingBucket } from '../domain/ledger';
import { initI18n } from '../i18n/i18n';
import { agingBucketLabel } from './agingBuckets';

describe('one set of aging bucket names, from one definition', () => {
  it('names every bucket from its days, in fr, en and ar', async () => {
    const i18n = await initI18n(i18next.createInstance());
    const names = async (language: string) => {
      await i18n.changeLanguage(language);
      return AGING_BUCKETS.map((bucket) => agingBucketLabel(i18n.t, bucket));
    };
    expect(await names('fr')).toEqual(['1 à 30 jours', '31 à 60 jours', '61 jours et plus']);
    expect(await names('en')).toEqual(['1 to 30 days', '31 to 60 days', '61 days and more']);
    expect(await names('ar')).toEqual(['من 1 إلى 30 يومًا', 'من 31 إلى 60 يومًا', '61 يومًا فأكثر']);
  });

  it('the days a bucket is named after are the days the ledger puts in it', () => {
    for (const bucket of AGING_BUCKETS) {
      const { from, to } = AGING_BUCKET_DAYS[bucket];
      expect(agingBucket(from)).toBe(bucket);
      expect(agingBucket(from - 1)).not.toBe(bucket);
      if (to !== null) {
        expect(agingBucket(to)).toBe(bucket);
        expect(agingBucket(to + 1)).not.toBe(bucket);
      }
    }
  });
});
