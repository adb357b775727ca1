import { Plus, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { DataTable } from '../../components/DataTable/DataTable';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { DriverDialog } from './DriverDialog';
import { availabilityColumns, ExpiryDate, ExpiryFilter } from './ExpiryBadge';
import { transportApi } from './transport.api';
import type { Driver, DriverPage, TransportQuery } from './transport.schemas';

export const DRIVERS_LIST = {
  pageSize: 25,
  sort: 'name',
  order: 'asc',
  sortable: ['name', 'licenceExpiry'],
} as const;
export const DRIVERS_FILTERS = { expiry: {} } as const;

/** `drivers`: the branch's drivers, their licence's expiry (flagged within 30 days, blocking when expired). */
export default function DriversPage() {
  const { t, i18n } = useTranslation();
  const controller = useListController<Driver, DriverPage, TransportQuery>({
    endpoint: transportApi.endpoints.drivers,
    filters: DRIVERS_FILTERS,
    defaults: DRIVERS_LIST,
  });
  const { list, data, scope } = controller;
  const [creating, setCreating] = useState(false);
  const columns = useMemo<DataTableColumn<Driver>[]>(
    () => [
      {
        id: 'name',
        header: t('transport.drivers.name'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (d) => `${d.lastname_fr} ${d.firstname_fr} (${d.lastname_ar} ${d.firstname_ar})`,
        cell: (d) => (
          <BilingualName
            latin={`${d.lastname_fr} ${d.firstname_fr}`}
            arabic={`${d.lastname_ar} ${d.firstname_ar}`}
          />
        ),
      },
      {
        id: 'phone',
        header: t('transport.drivers.phone'),
        card: 2,
        ltr: true,
        value: (d) => d.phone,
      },
      {
        id: 'licenceNumber',
        header: t('transport.drivers.licence'),
        ltr: true,
        value: (d) => d.licenceNumber,
      },
      {
        id: 'licenceExpiry',
        header: t('transport.drivers.licenceExpiry'),
        sortable: true,
        card: 3,
        value: (d) => d.licenceExpiry,
        cell: (d) => <ExpiryDate date={d.licenceExpiry} state={d.licenceState} />,
      },
      ...availabilityColumns<Driver>(t),
    ],
    [t],
  );
  const title = t('routes.drivers');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('transport.drivers.count', {
                count: data.total,
                formatted: formatCount(data.total, i18n.language),
              })
            : null
        }
      />
      <DataTable<Driver>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('transport.loadError')}
        getRowId={(d) => String(d.id)}
        searchLabel={t('transport.drivers.search')}
        searchPlaceholder={t('transport.drivers.searchPlaceholder')}
        exportCsv={{ filename: 'chauffeurs' }}
        empty={{ message: t('transport.drivers.empty'), icon: UserRound }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <ExpiryFilter list={list} />
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('transport.drivers.new')}
            </button>
          </div>
        }
      />
      {creating && scope && <DriverDialog scope={scope} onClose={() => setCreating(false)} />}
    </section>
  );
}
