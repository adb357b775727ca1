import { INPUT } from '../buttons';
import type { ListStateApi } from './useListState';

/**
 * A labelled date bound to the list's state (`?<name>=YYYY-MM-DD`), for a period's ends in a list's toolbar.
 * @example <DateFilter list={list} name="from" label={t('x.from')} />
 */
export function DateFilter({ list, name, label }: { list: ListStateApi; name: string; label: string }) {
  return (
    <label className="flex items-center gap-1 text-sm">
      <span>{label}</span>
      <input
        type="date"
        className={`${INPUT} w-auto`}
        value={list.state.filters[name] ?? ''}
        onChange={(event) => list.setFilter(name, event.target.value || null)}
      />
    </label>
  );
}
