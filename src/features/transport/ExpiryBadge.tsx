import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import type { DataTableColumn } from '../../components/DataTable/types';
import type { ListStateApi } from '../../components/DataTable/useListState';
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

/** The expiry states a cars or drivers list filters on (`?expiry=`). */
export const EXPIRY_FILTER = ['soon', 'expired', 'ok'] as const;

/** The expiry filter of the cars and drivers lists. */
export function ExpiryFilter({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      list={list}
      name="expiry"
      label={t('transport.expiry.label')}
      all={t('transport.expiry.all')}
      options={EXPIRY_FILTER.map((value) => ({ value, label: t(`transport.expiry.${value}`) }))}
    />
  );
}

/**
 * The columns cars and drivers share: whether they may serve a line (the API's reason when an expired document
 * blocks them, in words) and the lines they serve.
 */
export function availabilityColumns<
  Row extends { block: string | null; lines: ReadonlyArray<{ name: string }> },
>(t: TFunction): DataTableColumn<Row>[] {
  return [
    {
      id: 'block',
      header: t('transport.cars.availability'),
      value: (row) => (row.block ? t(`apiErrors.${row.block}`) : t('transport.cars.available')),
      cell: (row) =>
        row.block ? (
          <span className="text-danger-700 dark:text-danger-300">{t(`apiErrors.${row.block}`)}</span>
        ) : (
          t('transport.cars.available')
        ),
    },
    {
      id: 'lines',
      header: t('transport.cars.lines'),
      value: (row) => row.lines.map((line) => line.name).join(', '),
    },
  ];
}
