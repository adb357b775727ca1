import { useEffect, useRef, type RefObject } from 'react';
import { foldText } from '../lib/text';

/** Spec Business constants: the type-ahead search of a menu resets 350 ms after the last key. */
export const TYPEAHEAD_RESET_MS = 350;

/**
 * Index of the first item, searching from `from` onwards and wrapping, whose label starts with `query`
 * (case and accents ignored); -1 when none does.
 */
export function typeaheadMatch(labels: readonly string[], query: string, from: number): number {
  const needle = foldText(query);
  if (!needle) return -1;
  for (let offset = 0; offset < labels.length; offset += 1) {
    const index = (from + offset) % labels.length;
    if (foldText(labels[index] ?? '').startsWith(needle)) return index;
  }
  return -1;
}

const ITEMS = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

/**
 * Keyboard use of an open menu: focus moves to the checked (or first) item on open and back to the opener on
 * close; Up/Down move with wrap, Home/End jump; typing letters jumps to the matching item (type-ahead, reset
 * after 350 ms).
 * @example useMenuKeyboard(listRef, open)
 */
export function useMenuKeyboard(menu: RefObject<HTMLElement | null>, open: boolean): void {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const root = menu.current;
    if (!open || !root) return undefined;
    const items = () => Array.from(root.querySelectorAll<HTMLElement>(ITEMS));
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const start = items().find((item) => item.getAttribute('aria-checked') === 'true') ?? items()[0];
    start?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const list = items();
      const current = list.indexOf(document.activeElement as HTMLElement);
      const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
      if (event.key === 'ArrowDown') focusAt(current + 1);
      else if (event.key === 'ArrowUp') focusAt(current - 1);
      else if (event.key === 'Home') focusAt(0);
      else if (event.key === 'End') focusAt(list.length - 1);
      else if (
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        event.key !== ' '
      ) {
        clearTimeout(timer.current);
        buffer.current += event.key;
        timer.current = setTimeout(() => {
          buffer.current = '';
        }, TYPEAHEAD_RESET_MS);
        // A repeated first letter cycles through items; a longer query refines from the current item.
        const from = buffer.current.length === 1 ? current + 1 : Math.max(current, 0);
        const match = typeaheadMatch(
          list.map((item) => item.textContent ?? ''),
          buffer.current,
          from,
        );
        if (match >= 0) focusAt(match);
      } else return;
      event.preventDefault();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      clearTimeout(timer.current);
      buffer.current = '';
      // Closing (Escape, a choice, a click outside) gives the focus back to the button that opened the menu.
      const focused = document.activeElement;
      if ((focused === null || focused === document.body || root.contains(focused)) && opener?.isConnected) {
        opener.focus();
      }
    };
  }, [menu, open]);
}
