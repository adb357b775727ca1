import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import type { ExpiryState } from '../../domain/transport';
import { formatDate } from './format';

const TONE = { ok: 'neutral', soon: 'warning', expired: 'danger' } as const;

/** A document's expiry date, flagged when due within 30 days (warning) or expired (danger), in words, not colour. */
export function ExpiryDate({ date, state }: { date: string; state: ExpiryState }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 whitespace-nowrap tabular-nums">
      {formatDate(date, i18n.language)}
      {state !== 'ok' && <Badge tone={TONE[state]}>{t(`transport.expiry.${state}`)}</Badge>}
    </span>
  );
}
