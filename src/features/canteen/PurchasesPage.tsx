import { Plus, ShoppingBasket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable/DataTable';
import { DateFilter } from '../../components/DataTable/DateFilter';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { notify } from '../../components/notify';
import { formatDate } from '../../lib/dates';
import { canteenApi, useCancelPurchaseMutation } from './canteen.api';
import type { CanteenQuery, Purchase, PurchasePage } from './canteen.schemas';
import { formatQuantity, localName, money } from './parts';
import { PurchaseDialog } from './PurchaseDialog';

export const PURCHASES_LIST = {
  pageSize: 25,
  sort: 'date',
  order: 'desc',
  sortable: ['date', 'supplier', 'total'],
} as const;
/** Period (`from`, `to`) and supplier. */
export const PURCHASES_FILTERS = { supplier: {}, from: {}, to: {} } as const;

/** `achats`: the canteen's purchases over a period, by supplier, with their total; cancelling takes the stock back. */
export default function PurchasesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<Purchase, PurchasePage, CanteenQuery>({
    endpoint: canteenApi.endpoints.purchases,
    filters: PURCHASES_FILTERS,
    defaults: PURCHASES_LIST,
  });
  const { list, data, scope } = controller;
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Purchase | null>(null);
  const [cancelPurchase] = useCancelPurchaseMutation();
  const columns = useMemo<DataTableColumn<Purchase>[]>(
    () => [
      {
        id: 'date',
        header: t('canteen.purchases.date'),
        sortable: true,
        card: 2,
        value: (row) => row.date,
        cell: (row) => formatDate(row.date, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'supplier',
        header: t('canteen.purchases.supplier'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.supplier,
      },
      {
        id: 'lines',
        header: t('canteen.purchases.lines'),
        value: (row) =>
          row.lines
            .map(
              (line) =>
                `${localName(line, language)} ${formatQuantity(line.quantity, line.unit, language, t)}`,
            )
            .join(', '),
        cell: (row) => (
          <ul className="text-sm">
            {row.lines.map((line) => (
              <li key={line.ingredientId}>
                {localName(line, language)} · {formatQuantity(line.quantity, line.unit, language, t)} ·{' '}
                <span dir="ltr">{money(line.unitPrice, language)}</span>
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'total',
        header: t('canteen.purchases.totalColumn'),
        sortable: true,
        align: 'end',
        ltr: true,
        card: 3,
        value: (row) => row.total,
        cell: (row) => money(row.total, language),
      },
      {
        id: 'status',
        header: t('canteen.purchases.status'),
        value: (row) => t(`canteen.purchaseStatus.${row.status}`),
        cell: (row) =>
          row.status === 'cancelled' ? (
            <Badge tone="neutral">{t('canteen.purchaseStatus.cancelled')}</Badge>
          ) : (
            <button
              type="button"
              className={BUTTON.secondary}
              aria-label={`${t('canteen.purchases.cancel')} ${t('canteen.purchases.ofDate', {
                supplier: row.supplier,
                date: formatDate(row.date, language),
              })}`}
              onClick={() => setCancelling(row)}
            >
              {t('canteen.purchases.cancel')}
            </button>
          ),
      },
    ],
    [t, language],
  );
  const title = t('routes.achats');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('canteen.purchases.count', {
                count: data.total,
                formatted: formatCount(data.total, language),
                total: money(data.totalAmount, language),
              })
            : null
        }
      />
      <DataTable<Purchase>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('canteen.loadError')}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `${row.supplier} ${row.date}`}
        searchLabel={t('canteen.purchases.search')}
        searchPlaceholder={t('canteen.purchases.searchPlaceholder')}
        exportCsv={{ filename: 'achats-cantine' }}
        empty={{ message: t('canteen.purchases.empty'), icon: ShoppingBasket }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="supplier"
              label={t('canteen.purchases.supplier')}
              all={t('canteen.purchases.allSuppliers')}
              options={(data?.suppliers ?? []).map((value) => ({ value, label: value }))}
            />
            <DateFilter list={list} name="from" label={t('canteen.purchases.from')} />
            <DateFilter list={list} name="to" label={t('canteen.purchases.to')} />
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('canteen.purchases.new')}
            </button>
          </div>
        }
      />
      {creating && scope && <PurchaseDialog scope={scope} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('canteen.purchases.cancelTitle')}
        message={
          cancelling
            ? t('canteen.purchases.cancelMessage', {
                supplier: cancelling.supplier,
                date: formatDate(cancelling.date, language),
                total: money(cancelling.total, language),
              })
            : ''
        }
        confirmLabel={t('canteen.purchases.cancelConfirm')}
        tone="danger"
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await cancelPurchase(cancelling.id).unwrap();
          void notify('success', t('canteen.purchases.cancelled'));
          setCancelling(null);
        }}
      />
    </section>
  );
}
