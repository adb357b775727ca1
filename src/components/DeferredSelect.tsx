import type { GroupBase } from 'react-select';
import { deferredModule } from '../lib/deferredModule';
import type { SelectOption, SelectProps } from './Select';

/** react-select and its styling engine, a third of the shell's weight: loaded after the first screen (lib/deferredModule). */
export const selectModule = deferredModule(() => import('./Select'));

/**
 * The Select, for a chunk that should not carry react-select: until its chunk is in, the chosen value shows in a
 * box of the control's size (no input, so nothing can be typed and lost); then the real control replaces it.
 * @example <DeferredSelect inputId="selector-year" options={years} value={year} onChange={...} />
 */
export function DeferredSelect<
  O extends SelectOption,
  M extends boolean = false,
  G extends GroupBase<O> = GroupBase<O>,
>(props: SelectProps<O, M, G>) {
  const module = selectModule.useModule();
  if (module) return <module.Select<O, M, G> {...props} />;
  const value = props.value;
  const shown = value && typeof value === 'object' && 'label' in value ? String(value.label) : '';
  return (
    <div
      aria-busy="true"
      className="flex h-[38px] items-center rounded-[4px] border border-neutral-300 bg-white px-2 text-neutral-800 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100"
    >
      <span className="truncate px-0.5">{shown}</span>
    </div>
  );
}
