import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import type { SelectOption } from './Select';

type Option = SelectOption<number>;
const YEARS: Option[] = [
  { label: '2024-2025', value: 1 },
  { label: '2025-2026', value: 2 },
  { label: '2026-2027', value: 3 },
];

/**
 * A fresh copy of components/DeferredSelect for each test (its loaded react-select is kept per module), rendered as
 * a labelled year select; `loads` counts the requests for react-select's chunk.
 */
async function renderYears(props: { isSearchable?: boolean } = {}) {
  vi.resetModules();
  window.localStorage.setItem('defaultLanguage', 'fr');
  const i18n = await initI18n(i18next.createInstance());
  const { DeferredSelect, selectModule } = await import('./DeferredSelect');
  const preload = vi.spyOn(selectModule, 'preload');
  const chosen: number[] = [];
  function Years() {
    const [value, setValue] = useState<Option | null>(YEARS[2]!);
    return (
      <>
        <label htmlFor="year">Année scolaire</label>
        <DeferredSelect<Option>
          inputId="year"
          options={YEARS}
          value={value}
          {...props}
          onChange={(option) => {
            if (!option) return;
            chosen.push(option.value);
            setValue(option);
          }}
        />
        <button type="button">Après</button>
      </>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Years />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), preload, chosen };
}

const listbox = () => screen.findByRole('listbox');

describe('DeferredSelect (react-select on first use, docs/architecture.md "Decisions taken so far")', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the chosen value, labelled, without loading react-select: nothing is asked for with the screen', async () => {
    const { preload } = await renderYears();
    const standIn = screen.getByLabelText('Année scolaire');
    expect(standIn).toHaveAttribute('role', 'combobox');
    expect(standIn).toHaveTextContent('2026-2027');
    // An idle browser after the first screen does not load it either.
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preload).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a click loads it and opens the real control, focused, where an option is chosen', async () => {
    const { user, preload, chosen } = await renderYears();
    await user.click(screen.getByLabelText('Année scolaire'));
    expect(preload).toHaveBeenCalled();
    const menu = await listbox();
    expect(screen.getByLabelText('Année scolaire')).toHaveFocus();
    await user.click(within(menu).getByText('2025-2026'));
    expect(chosen).toEqual([2]);
    expect(screen.getByText('2025-2026')).toBeInTheDocument();
  });

  it('from the keyboard: Tab focuses it, ArrowDown opens it, Enter chooses; Escape before it opens keeps it closed', async () => {
    const { user, chosen } = await renderYears();
    await user.tab();
    expect(screen.getByLabelText('Année scolaire')).toHaveFocus();
    await user.keyboard('{Escape}');
    // The real control replaces the stand-in, still focused, with its menu closed.
    await waitFor(() => expect(screen.getByLabelText('Année scolaire').tagName).toBe('INPUT'));
    expect(screen.getByLabelText('Année scolaire')).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await listbox();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosen).toHaveLength(1);
  });

  it('what is typed on the stand-in while react-select loads goes to its search: nothing typed is lost', async () => {
    const { user } = await renderYears({ isSearchable: true });
    screen.getByLabelText('Année scolaire').focus();
    await user.keyboard('2024');
    const options = within(await listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['2024-2025']);
    expect(screen.getByLabelText('Année scolaire')).toHaveValue('2024');
  });
});
