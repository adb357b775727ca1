/** The toolbar filters' look: as tall as the search box, 44 px touch targets on phones. */
const FILTER =
  'h-11 rounded-control border border-neutral-300 bg-white px-2 text-sm md:h-control dark:border-neutral-600 dark:bg-neutral-900';

/**
 * A labelled filter of a list's toolbar: "all" first, disabled when there is nothing to choose.
 * @example <FilterSelect id="filter-level" label={t('x.level')} all={t('x.allLevels')} value={list.state.filters.level ?? ''}
 *   options={levels} onChange={(value) => list.setFilter('level', value)} />
 */
export function FilterSelect(props: {
  id: string;
  label: string;
  all: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={FILTER}
        value={props.value}
        disabled={props.options.length === 0}
        onChange={(event) => props.onChange(event.target.value)}
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
