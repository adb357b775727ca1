import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

/** TEMPORARY stand-in until the form kit lands on main (same contract); replaced by main's file on merge. */
export interface TabItem {
  id: string;
  label: string;
  render: () => ReactNode;
}

export function Tabs({ label, param = 'tab', tabs }: { label: string; param?: string; tabs: TabItem[] }) {
  const [params, setParams] = useSearchParams();
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = tabs.find((tab) => tab.id === params.get(param)) ?? tabs[0];
  const select = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(param, id);
        return next;
      },
      { replace: true },
    );
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step
            ? (index + step + tabs.length) % tabs.length
            : -1;
    if (target < 0) return;
    event.preventDefault();
    select(tabs[target]!.id);
    refs.current[target]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200 dark:border-neutral-700"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
                active
                  ? 'border-primary-600 text-primary-700 dark:text-primary-300'
                  : 'border-transparent text-neutral-700 dark:text-neutral-300'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${base}-${selected.id}-panel`}
          aria-labelledby={`${base}-${selected.id}`}
          tabIndex={0}
          className="pt-4"
        >
          {selected.render()}
        </div>
      )}
    </div>
  );
}
