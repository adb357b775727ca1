import { useState, type KeyboardEvent } from 'react';
import type { GroupBase } from 'react-select';
import { deferredModule } from '../lib/deferredModule';
import type { SelectOption, SelectProps } from './Select';

/**
 * react-select and its styling engine, a third of the shell's weight: loaded when a select is first used (focus,
 * press, key), never with a screen (docs/architecture.md "Decisions taken so far"). The press opens it at once
 * (pointer down), so a control swapped in before the click ends still opens.
 */
export const selectModule = deferredModule(() => import('./Select'));

/** Keys that open a select-only combobox (ARIA practices), as react-select does. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** What the user did on the stand-in while react-select was loading, handed over to the real control. */
interface Intent {
  focused: boolean;
  open: boolean;
  typed: string;
}

/**
 * The Select, for a screen that should not carry react-select. Until a select is first used, the chosen value
 * shows in a combobox of the control's size, labelled by the same `inputId`. Focusing or pressing it loads
 * react-select; the real control then takes its place, focused if the stand-in was, open if it
 * was opened, with what was typed meanwhile in its search box (nothing typed is lost).
 * @example <DeferredSelect inputId="selector-year" options={years} value={year} onChange={...} />
 */
export function DeferredSelect<
  O extends SelectOption,
  M extends boolean = false,
  G extends GroupBase<O> = GroupBase<O>,
>(props: SelectProps<O, M, G>) {
  const module = selectModule.useLoaded();
  const [intent, setIntent] = useState<Intent>({ focused: false, open: false, typed: '' });
  if (module) {
    // Read by react-select at its mount only; the stand-in, gone, changes the intent no more.
    const { focused, open, typed } = intent;
    return (
      <module.Select<O, M, G>
        autoFocus={focused || open}
        defaultMenuIsOpen={open || typed !== ''}
        defaultInputValue={props.isSearchable === false ? undefined : typed || undefined}
        {...props}
      />
    );
  }

  const load = () => void selectModule.preload().catch(() => undefined);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setIntent((now) => ({ ...now, open: false, typed: '' }));
    } else if (OPENING_KEYS.has(event.key)) {
      event.preventDefault();
      setIntent((now) => ({ ...now, open: true }));
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      setIntent((now) => ({ ...now, open: true, typed: now.typed + event.key }));
    } else {
      return;
    }
    load();
  };
  const value = props.value;
  const shown = value && typeof value === 'object' && 'label' in value ? String(value.label) : '';
  return (
    <div>
      <button
        type="button"
        id={props.inputId}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-busy={intent.open || undefined}
        disabled={props.isDisabled}
        className="flex h-[38px] w-full items-center rounded-[4px] border border-neutral-300 bg-white px-2 text-start text-neutral-800 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100"
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          setIntent((now) => ({ ...now, open: true }));
          load();
        }}
        onFocus={() => {
          setIntent((now) => ({ ...now, focused: true }));
          load();
        }}
        onBlur={() => setIntent((now) => ({ ...now, focused: false }))}
        onClick={() => {
          setIntent((now) => ({ ...now, open: true }));
          load();
        }}
        onKeyDown={onKeyDown}
      >
        <span data-select-value className="truncate px-0.5">
          {shown}
        </span>
      </button>
    </div>
  );
}
