import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/helpers/renderApp';
import { TYPEAHEAD_RESET_MS, typeaheadMatch } from './useMenuKeyboard';

afterEach(() => vi.useRealTimers());

describe('menu keyboard and type-ahead (Business constants: type-ahead search resets after 350 ms)', () => {
  it('the reset delay is 350 ms', () => {
    expect(TYPEAHEAD_RESET_MS).toBe(350);
  });

  it('finds the first item starting with the query, from a position, wrapping, ignoring case and accents', () => {
    const labels = ['Français', 'English', 'العربية'];
    expect(typeaheadMatch(labels, 'f', 0)).toBe(0);
    expect(typeaheadMatch(labels, 'FRAN', 1)).toBe(0);
    expect(typeaheadMatch(labels, 'e', 2)).toBe(1);
    expect(typeaheadMatch(labels, 'ال', 0)).toBe(2);
    expect(typeaheadMatch(labels, 'x', 0)).toBe(-1);
    expect(typeaheadMatch(labels, '', 0)).toBe(-1);
    expect(typeaheadMatch(['Élève', 'Eleve 2'], 'ele', 1)).toBe(1);
  });

  it('in the language menu: focus starts on the checked item, arrows move, typing jumps, Escape returns focus', async () => {
    const { user } = await renderApp('/');
    const button = await screen.findByRole('button', { name: 'Langue : Français' });
    await user.click(button);
    const items = screen.getAllByRole('menuitemradio');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('e');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('letters typed within 350 ms form one query; after 350 ms a new query starts', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Langue : Français' }));
    const items = screen.getAllByRole('menuitemradio');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // "en" within the delay: English.
    act(() => {
      items[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', bubbles: true }));
    });
    act(() => {
      items[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
    });
    expect(items[1]).toHaveFocus();
    // "f" after the delay starts a new query: Français; "fe" would match nothing.
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET_MS));
    act(() => {
      items[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', bubbles: true }));
    });
    expect(items[0]).toHaveFocus();
  });
});
