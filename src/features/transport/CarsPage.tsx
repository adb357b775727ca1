import { Bus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { CAR_STATUSES } from '../../domain/transport';
import { CarDialog } from './CarDialog';
import { availabilityColumns, ExpiryDate, ExpiryFilter } from './ExpiryBadge';
import { transportApi } from './transport.api';
import type { Car, CarPage, TransportQuery } from './transport.schemas';

export const CARS_LIST = {
  pageSize: 25,
  sort: 'plate',
  order: 'asc',
  sortable: ['plate', 'model', 'seats', 'insuranceExpiry', 'inspectionExpiry', 'status'],
} as const;
/** `expiry`: ok, soon (within 30 days) or expired (the dashboard links here with it). */
export const CARS_FILTERS = { expiry: {}, status: {} } as const;
const STATUS_TONE = { active: 'success', maintenance: 'warning', retired: 'neutral' } as const;

/** `cars`: the branch's vehicles, their documents' expiry (flagged within 30 days, blocking when expired). */
export default function CarsPage() {
  const { t, i18n } = useTranslation();
  const controller = useListController<Car, CarPage, TransportQuery>({
    endpoint: transportApi.endpoints.cars,
    filters: CARS_FILTERS,
    defaults: CARS_LIST,
  });
  const { list, data, scope } = controller;
  const [creating, setCreating] = useState(false);
  const columns = useMemo<DataTableColumn<Car>[]>(
    () => [
      {
        id: 'plate',
        header: t('transport.cars.plate'),
        sortable: true,
        hideable: false,
        card: 1,
        ltr: true,
        value: (c) => c.plate,
      },
      { id: 'model', header: t('transport.cars.model'), sortable: true, value: (c) => c.model },
      { id: 'seats', header: t('transport.cars.seats'), sortable: true, align: 'end', value: (c) => c.seats },
      {
        id: 'insuranceExpiry',
        header: t('transport.cars.insurance'),
        sortable: true,
        card: 2,
        value: (c) => c.insuranceExpiry,
        cell: (c) => <ExpiryDate date={c.insuranceExpiry} state={c.insuranceState} />,
      },
      {
        id: 'inspectionExpiry',
        header: t('transport.cars.inspection'),
        sortable: true,
        card: 3,
        value: (c) => c.inspectionExpiry,
        cell: (c) => <ExpiryDate date={c.inspectionExpiry} state={c.inspectionState} />,
      },
      {
        id: 'status',
        header: t('transport.cars.status'),
        sortable: true,
        value: (c) => t(`transport.carStatus.${c.status}`),
        cell: (c) => <Badge tone={STATUS_TONE[c.status]}>{t(`transport.carStatus.${c.status}`)}</Badge>,
      },
      ...availabilityColumns<Car>(t),
    ],
    [t],
  );
  const title = t('routes.cars');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('transport.cars.count', {
                count: data.total,
                formatted: formatCount(data.total, i18n.language),
              })
            : null
        }
      />
      <DataTable<Car>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('transport.loadError')}
        getRowId={(c) => String(c.id)}
        searchLabel={t('transport.cars.search')}
        searchPlaceholder={t('transport.cars.searchPlaceholder')}
        exportCsv={{ filename: 'vehicules' }}
        empty={{ message: t('transport.cars.empty'), icon: Bus }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <ExpiryFilter list={list} />
            <FilterSelect
              list={list}
              name="status"
              label={t('transport.cars.status')}
              all={t('transport.cars.allStatuses')}
              options={CAR_STATUSES.map((value) => ({ value, label: t(`transport.carStatus.${value}`) }))}
            />
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('transport.cars.new')}
            </button>
          </div>
        }
      />
      {creating && scope && <CarDialog scope={scope} onClose={() => setCreating(false)} />}
    </section>
  );
}
