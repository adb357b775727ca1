import { Carrot, History, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { DataTable } from '../../components/DataTable/DataTable';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { ICON_BUTTON } from '../../components/RowActions';
import { ALLERGENS } from '../../domain/canteen';
import { canteenApi } from './canteen.api';
import type { CanteenQuery, Ingredient, IngredientPage } from './canteen.schemas';
import { IngredientDialog } from './IngredientDialog';
import { StockDialog } from './StockDialog';
import { AllergenBadges, formatQuantity, money } from './parts';

export const INGREDIENTS_LIST = {
  pageSize: 25,
  sort: 'name',
  order: 'asc',
  sortable: ['name', 'stock', 'minStock', 'lastPrice'],
} as const;
/** `low=1`: below the minimum stock (the dashboard links here with it); `allergen`: containing it. */
export const INGREDIENTS_FILTERS = { low: {}, allergen: {} } as const;

/** `ingredients`: the kitchen's ingredients, their stock against the minimum, allergens, last price, movements. */
export default function IngredientsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<Ingredient, IngredientPage, CanteenQuery>({
    endpoint: canteenApi.endpoints.ingredients,
    filters: INGREDIENTS_FILTERS,
    defaults: INGREDIENTS_LIST,
  });
  const { list, data, scope } = controller;
  const [editing, setEditing] = useState<Ingredient | 'new' | null>(null);
  const [stockOf, setStockOf] = useState<Ingredient | null>(null);
  const columns = useMemo<DataTableColumn<Ingredient>[]>(
    () => [
      {
        id: 'name',
        header: t('canteen.ingredients.name'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.name_fr,
        cell: (row) => <BilingualName latin={row.name_fr} arabic={row.name_ar} />,
      },
      {
        id: 'stock',
        header: t('canteen.ingredients.stock'),
        sortable: true,
        align: 'end',
        card: 2,
        value: (row) => row.stock,
        cell: (row) => (
          <span className="inline-flex flex-wrap items-center justify-end gap-1 tabular-nums">
            {formatQuantity(row.stock, row.unit, language, t)}
            {row.low && <Badge tone="danger">{t('canteen.ingredients.low')}</Badge>}
          </span>
        ),
      },
      {
        id: 'minStock',
        header: t('canteen.ingredients.minStock'),
        sortable: true,
        align: 'end',
        value: (row) => row.minStock,
        cell: (row) => formatQuantity(row.minStock, row.unit, language, t),
      },
      {
        id: 'allergens',
        header: t('canteen.allergens.title'),
        card: 3,
        value: (row) => row.allergens.map((allergen) => t(`canteen.allergen.${allergen}`)).join(', '),
        cell: (row) => <AllergenBadges allergens={row.allergens} />,
      },
      {
        id: 'lastPrice',
        header: t('canteen.ingredients.lastPrice'),
        sortable: true,
        align: 'end',
        ltr: true,
        value: (row) => row.lastPrice ?? '',
        cell: (row) =>
          row.lastPrice === null
            ? t('canteen.ingredients.neverBought')
            : t('canteen.ingredients.pricePer', {
                price: money(row.lastPrice, language),
                unit: t(`canteen.unit.${row.unit}`),
              }),
      },
      {
        id: 'actions',
        header: t('canteen.actions'),
        csv: false,
        hideable: false,
        cell: (row) => (
          <span className="flex flex-wrap gap-1">
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={t('canteen.stock.open', { name: row.name_fr })}
              onClick={() => setStockOf(row)}
            >
              <History size={16} aria-hidden="true" />
            </button>
            <button
              aria-label={`${t('canteen.edit')} ${row.name_fr}`}
              type="button"
              className={BUTTON.secondary}
              onClick={() => setEditing(row)}
            >
              {t('canteen.edit')}
            </button>
          </span>
        ),
      },
    ],
    [t, language],
  );
  const title = t('routes.ingredients');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('canteen.ingredients.count', {
                count: data.total,
                formatted: formatCount(data.total, language),
                low: data.lowCount,
              })
            : null
        }
      />
      <DataTable<Ingredient>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('canteen.loadError')}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name_fr}
        searchLabel={t('canteen.ingredients.search')}
        searchPlaceholder={t('canteen.ingredients.searchPlaceholder')}
        exportCsv={{ filename: 'ingredients' }}
        empty={{ message: t('canteen.ingredients.empty'), icon: Carrot }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="low"
              label={t('canteen.ingredients.stockFilter')}
              all={t('canteen.ingredients.allStock')}
              options={[{ value: '1', label: t('canteen.ingredients.belowMinimum') }]}
            />
            <FilterSelect
              list={list}
              name="allergen"
              label={t('canteen.allergens.title')}
              all={t('canteen.allergens.any')}
              options={ALLERGENS.map((value) => ({ value, label: t(`canteen.allergen.${value}`) }))}
            />
            <button type="button" className={BUTTON.primary} onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden="true" />
              {t('canteen.ingredients.new')}
            </button>
          </div>
        }
      />
      {editing && scope && (
        <IngredientDialog
          scope={scope}
          ingredient={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {stockOf && scope && (
        <StockDialog year={scope.year} ingredient={stockOf} onClose={() => setStockOf(null)} />
      )}
    </section>
  );
}
