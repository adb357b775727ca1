import { useCallback, useMemo, useState } from 'react';

/** Row selection of a list, by row id. */
export interface RowSelection {
  /** Selected ids, in selection order. */
  selectedIds: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string, selected?: boolean) => void;
  /** Selects (or, with false, unselects) every id given: the rows of the current page. */
  setMany: (ids: readonly string[], selected: boolean) => void;
  clear: () => void;
}

/**
 * Row selection kept across pages and sorting, and cleared when `resetKey` changes (a new search or filter: the
 * selected rows may no longer be in the list).
 * @example
 * const selection = useRowSelection(JSON.stringify([list.state.q, list.state.filters]));
 * selection.setMany(rows.map(getRowId), true);
 */
export function useRowSelection(resetKey: string): RowSelection {
  const [selected, setSelected] = useState<{ key: string; ids: string[] }>({ key: resetKey, ids: [] });
  const stale = selected.key !== resetKey;
  if (stale) setSelected({ key: resetKey, ids: [] });
  const ids = useMemo(() => (stale ? [] : selected.ids), [stale, selected.ids]);

  const set = useMemo(() => new Set(ids), [ids]);
  const isSelected = useCallback((id: string) => set.has(id), [set]);

  const update = useCallback(
    (change: (current: string[]) => string[]) =>
      setSelected((current) => ({ key: current.key, ids: change(current.ids) })),
    [],
  );
  const toggle = useCallback(
    (id: string, value?: boolean) =>
      update((current) => {
        const has = current.includes(id);
        const want = value ?? !has;
        if (want === has) return current;
        return want ? [...current, id] : current.filter((item) => item !== id);
      }),
    [update],
  );
  const setMany = useCallback(
    (many: readonly string[], value: boolean) =>
      update((current) => {
        if (!value) {
          const drop = new Set(many);
          return current.filter((item) => !drop.has(item));
        }
        const have = new Set(current);
        return [...current, ...many.filter((item) => !have.has(item))];
      }),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);

  // One object while nothing changes: the rows' views are memoized (DataTable), and a keystroke in the search box
  // must not draw them again.
  return useMemo(
    () => ({ selectedIds: ids, isSelected, toggle, setMany, clear }),
    [ids, isSelected, toggle, setMany, clear],
  );
}
