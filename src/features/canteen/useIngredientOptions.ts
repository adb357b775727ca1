import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scope } from '../../session/useScope';
import { canteenApi } from './canteen.api';
import { localName } from './parts';

/** Every ingredient of the branch (a kitchen has about sixty: one page of 200), as choices of a form's line. */
export function useIngredientOptions(scope: Scope | null) {
  const { t, i18n } = useTranslation();
  const { currentData } = canteenApi.endpoints.ingredients.useQuery(
    scope ? { ...scope, pageSize: 200, sort: 'name', order: 'asc' } : skipToken,
  );
  const ingredients = useMemo(() => currentData?.items ?? [], [currentData]);
  const options = useMemo(
    () =>
      ingredients.map((item) => ({
        value: String(item.id),
        label: `${localName(item, i18n.language)} (${t(`canteen.unit.${item.unit}`)})`,
      })),
    [ingredients, i18n.language, t],
  );
  return { ingredients, options, loaded: Boolean(currentData) };
}
