import { Leaf, Plus, UtensilsCrossed } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { DataTable } from '../../components/DataTable/DataTable';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { notify } from '../../components/notify';
import { RowActions } from '../../components/RowActions';
import { ALLERGENS, COURSES } from '../../domain/canteen';
import { canteenApi, useDeleteMealMutation } from './canteen.api';
import type { CanteenQuery, Meal, MealPage } from './canteen.schemas';
import { MealDialog } from './MealDialog';
import { AllergenBadges, money } from './parts';

export const MEALS_LIST = {
  pageSize: 25,
  sort: 'name',
  order: 'asc',
  sortable: ['name', 'course', 'cost'],
} as const;
/** `course`; `without`: an allergen the meals must not contain; `vegetarian=1`. */
export const MEALS_FILTERS = { course: {}, without: {}, vegetarian: {} } as const;

/** `meals`: the canteen's dishes, their ingredients per portion, derived allergens, flags and cost. */
export default function MealsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<Meal, MealPage, CanteenQuery>({
    endpoint: canteenApi.endpoints.meals,
    filters: MEALS_FILTERS,
    defaults: MEALS_LIST,
  });
  const { list, data, scope } = controller;
  const [editing, setEditing] = useState<Meal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);
  const [remove] = useDeleteMealMutation();
  const columns = useMemo<DataTableColumn<Meal>[]>(
    () => [
      {
        id: 'name',
        header: t('canteen.meals.name'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.name_fr,
        cell: (row) => <BilingualName latin={row.name_fr} arabic={row.name_ar} />,
      },
      {
        id: 'course',
        header: t('canteen.meals.course'),
        sortable: true,
        card: 2,
        value: (row) => t(`canteen.course.${row.course}`),
      },
      {
        id: 'allergens',
        header: t('canteen.allergens.title'),
        card: 3,
        value: (row) => row.allergens.map((allergen) => t(`canteen.allergen.${allergen}`)).join(', '),
        cell: (row) => <AllergenBadges allergens={row.allergens} />,
      },
      {
        id: 'flags',
        header: t('canteen.meals.flags'),
        value: (row) =>
          [row.vegetarian && t('canteen.meals.vegetarian'), row.noPork && t('canteen.meals.noPork')]
            .filter(Boolean)
            .join(', '),
        cell: (row) => (
          <span className="flex flex-wrap gap-1">
            {row.vegetarian && (
              <Badge tone="success">
                <Leaf size={12} aria-hidden="true" className="inline" /> {t('canteen.meals.vegetarian')}
              </Badge>
            )}
            {row.noPork && <Badge tone="info">{t('canteen.meals.noPork')}</Badge>}
          </span>
        ),
      },
      {
        id: 'cost',
        header: t('canteen.meals.cost'),
        sortable: true,
        align: 'end',
        ltr: true,
        value: (row) => row.cost,
        cell: (row) => `${money(row.cost, language)}${row.costComplete ? '' : ' *'}`,
      },
      {
        id: 'actions',
        header: t('canteen.actions'),
        csv: false,
        hideable: false,
        cell: (row) => (
          <RowActions
            editLabel={t('canteen.meals.edit', { name: row.name_fr })}
            deleteLabel={t('canteen.meals.delete', { name: row.name_fr })}
            onEdit={() => setEditing(row)}
            onDelete={() => setDeleting(row)}
          />
        ),
      },
    ],
    [t, language],
  );
  const title = t('routes.meals');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('canteen.meals.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      <DataTable<Meal>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('canteen.loadError')}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name_fr}
        searchLabel={t('canteen.meals.search')}
        searchPlaceholder={t('canteen.meals.searchPlaceholder')}
        exportCsv={{ filename: 'plats' }}
        empty={{ message: t('canteen.meals.empty'), icon: UtensilsCrossed }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="course"
              label={t('canteen.meals.course')}
              all={t('canteen.meals.allCourses')}
              options={COURSES.map((value) => ({ value, label: t(`canteen.course.${value}`) }))}
            />
            <FilterSelect
              list={list}
              name="without"
              label={t('canteen.meals.without')}
              all={t('canteen.meals.anyAllergen')}
              options={ALLERGENS.map((value) => ({ value, label: t(`canteen.allergen.${value}`) }))}
            />
            <FilterSelect
              list={list}
              name="vegetarian"
              label={t('canteen.meals.diet')}
              all={t('canteen.meals.allDiets')}
              options={[{ value: '1', label: t('canteen.meals.vegetarian') }]}
            />
            <button type="button" className={BUTTON.primary} onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden="true" />
              {t('canteen.meals.new')}
            </button>
          </div>
        }
      />
      {editing && scope && (
        <MealDialog
          scope={scope}
          meal={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('canteen.meals.deleteTitle')}
        message={deleting ? t('canteen.meals.deleteMessage', { name: deleting.name_fr }) : ''}
        confirmLabel={t('canteen.meals.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting || !scope) return;
          await remove({ id: deleting.id, year: scope.year }).unwrap();
          void notify('success', t('canteen.meals.deleted', { name: deleting.name_fr }));
          setDeleting(null);
        }}
      />
    </section>
  );
}
