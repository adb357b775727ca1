import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TabItem {
  id: string;
  label: string;
  render: () => ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** URL search parameter holding the selected tab (the first tab is left out of the URL). */
  param?: string;
}

/**
 * Tabs of a detail page (WAI-ARIA tabs: arrow keys, Home/End, automatic activation). The selected tab lives in
 * the URL, so a tab can be bookmarked and Back returns to the previous one; only the selected tab is rendered.
 * @example <Tabs label={t('students.details.tabs')} tabs={[{ id: 'overview', label: …, render: () => <Overview/> }]} />
 */
export function Tabs({ label, tabs, param = 'tab' }: TabsProps) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const requested = params.get(param);
  const selected = tabs.find((tab) => tab.id === requested) ?? tabs[0];

  function select(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (index === 0) next.delete(param);
        else next.set(param, tab.id);
        return next;
      },
      { replace: false },
    );
    buttons.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected?.id);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const last = tabs.length - 1;
    const target =
      event.key === forward
        ? current === last
          ? 0
          : current + 1
        : event.key === backward
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target);
  }

  if (!selected) return null;
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200 dark:border-neutral-700"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={active}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index)}
              className={`min-h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-semibold md:min-h-control ${
                active
                  ? 'border-primary-600 text-primary-700 dark:text-primary-300'
                  : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${selected.id}-panel`}
        aria-labelledby={`${baseId}-${selected.id}-tab`}
        tabIndex={0}
        className="pt-4"
      >
        {selected.render()}
      </div>
    </div>
  );
}
