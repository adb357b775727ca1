import type { ListStateApi } from './useListState';

/** The toolbar filters' look: as tall as the search box, 44 px touch targets on phones. */
const FILTER =
  'h-11 rounded-control border border-neutral-300 bg-white px-2 text-sm md:h-control dark:border-neutral-600 dark:bg-neutral-900';

/**
 * A labelled filter of a list's toolbar, bound to the list's state (`?<name>=`): "all" first, disabled when there is
 * nothing to choose. The controller's `list` shows the normalized value and drops the filters declared `within` it.
 * @example
 * const { list } = useListController({ endpoint, filters: { level: { scoped: true } } });
 * <FilterSelect list={list} name="level" label={t('x.level')} all={t('x.allLevels')} options={levels} />
 */
export function FilterSelect({
  list,
  name,
  ...props
}: {
  list: ListStateApi;
  name: string;
  label: string;
  all: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = `filter-${name}`;
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className={FILTER}
        value={list.state.filters[name] ?? ''}
        disabled={props.options.length === 0}
        onChange={(event) => list.setFilter(name, event.target.value)}
      >
        <option value="">{props.all}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
