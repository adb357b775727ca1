import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { Select, type SelectOption } from './Select';

const OPTIONS: SelectOption<string>[] = [
  { label: 'Janvier', value: 'm1' },
  { label: 'Février', value: 'm2' },
];

async function renderSelect(): Promise<HTMLElement> {
  window.localStorage.setItem('defaultLanguage', 'fr');
  const i18n = await initI18n(i18next.createInstance());
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <Select<SelectOption<string>> inputId="month" aria-label="Mois" options={OPTIONS} />
    </I18nextProvider>,
  );
  const control = container.querySelector<HTMLElement>('[class*="-control"]');
  if (!control) throw new Error('no select control');
  return control;
}

/** A touch event at (x, y) on `target`, as a phone sends it (jsdom has no Touch to build one from). */
function touch(
  target: HTMLElement,
  type: 'touchstart' | 'touchmove' | 'touchend',
  x: number,
  y: number,
): void {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const point = { clientX: x, clientY: y, target };
  const list = type === 'touchend' ? [] : [point];
  Object.defineProperty(event, 'touches', {
    value: { length: list.length, item: (i: number) => list[i] ?? null },
  });
  Object.defineProperty(event, 'changedTouches', { value: { length: 1, item: () => point } });
  target.dispatchEvent(event);
}

/** A finger put on the control at (100, 100), moved by (dx, dy), then lifted there. */
function swipe(control: HTMLElement, dx: number, dy: number): void {
  touch(control, 'touchstart', 100, 100);
  touch(control, 'touchmove', 100 + dx, 100 + dy);
  touch(control, 'touchend', 100 + dx, 100 + dy);
}

describe('Business constants: Select touch counted as drag past 5 pixels', () => {
  it.each([
    ['not moved', 0, 0],
    ['moved 5 px across', 5, 0],
    ['moved 5 px down', 0, 5],
    ['moved 5 px across and 5 px down', 5, 5],
  ])(
    'Business constants: Select touch counted as drag past 5 pixels: a touch %s is a tap, which opens the menu',
    async (_case, dx, dy) => {
      const control = await renderSelect();
      swipe(control, dx, dy);
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
    },
  );

  it.each([
    ['moved 6 px across', 6, 0],
    ['moved 6 px up', 0, -6],
    ['moved 40 px down (scrolling the page)', 0, 40],
  ])(
    'Business constants: Select touch counted as drag past 5 pixels: a touch %s is a drag, which leaves the menu closed',
    async (_case, dx, dy) => {
      const control = await renderSelect();
      swipe(control, dx, dy);
      // A tap focuses the input at once and its menu is drawn with React's next commit, flushed here.
      await act(async () => undefined);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox')).not.toHaveFocus();
    },
  );
});
