import type { ListStateApi } from './useListState';

/** The toolbar filters' look: as tall as the search box, 44 px touch targets on phones. */
const FILTER =
  'h-11 rounded-control border border-neutral-300 bg-white px-2 text-sm md:h-control dark:border-neutral-600 dark:bg-neutral-900';

/**
 * A labelled filter of a list's toolbar, bound to the list's URL state (`?<name>=`): "all" first, disabled when
 * there is nothing to choose. `value` replaces the URL's raw value when the page normalises it; `onChange` replaces
 * the default `list.setFilter(name, value)` (e.g. to clear a dependent filter too).
 * @example <FilterSelect list={list} name="level" label={t('x.level')} all={t('x.allLevels')} options={levels} />
 */
export function FilterSelect({
  list,
  name,
  value,
  onChange,
  ...props
}: {
  list: ListStateApi;
  name: string;
  label: string;
  all: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const id = `filter-${name}`;
  const change = onChange ?? ((value: string) => list.setFilter(name, value));
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className={FILTER}
        value={value ?? list.state.filters[name] ?? ''}
        disabled={props.options.length === 0}
        onChange={(event) => change(event.target.value)}
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
