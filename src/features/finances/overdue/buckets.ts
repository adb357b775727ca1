import type { Bucket } from './overdue.schemas';

/** Badge tone of an age bucket: the older the debt, the stronger the colour. */
export const BUCKET_TONE: Record<Bucket, 'warning' | 'danger'> = {
  '0-30': 'warning',
  '31-60': 'danger',
  '60+': 'danger',
};
