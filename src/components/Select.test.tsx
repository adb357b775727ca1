import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ElementType, ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type * as ReactSelectModule from 'react-select';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { matchesOption, Select, SELECT_LIMITS, type SelectOption } from './Select';

/**
 * Every props object the portal's Select hands to react-select, recorded by a transparent wrapper around the real
 * component (rendering, keyboard and menu are react-select's own), so that props without a visible effect in
 * jsdom (minMenuHeight, theme spacing) can be checked too.
 */
const passedProps = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('react-select', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactSelectModule>();
  const { createElement, forwardRef } = await import('react');
  const Real = actual.default as unknown as ElementType;
  const Recorded = forwardRef<unknown, Record<string, unknown>>((props, ref) => {
    passedProps.push(props);
    return createElement(Real, { ...props, ref });
  });
  return { ...actual, default: Recorded };
});

const MONTHS = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
];
const OPTIONS: SelectOption<string>[] = MONTHS.map((label, index) => ({ label, value: `m${index + 1}` }));

/** The option of the month `label`. */
function month(label: string): SelectOption<string> {
  const option = OPTIONS.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`no month ${label}`);
  return option;
}

async function startI18n(language: Language): Promise<I18n> {
  window.localStorage.setItem('defaultLanguage', language);
  return initI18n(i18next.createInstance());
}

async function renderSelect(
  ui: ReactElement,
  language: Language = 'fr',
): Promise<{ user: UserEvent; i18n: I18n; container: HTMLElement }> {
  const i18n = await startI18n(language);
  const user = userEvent.setup();
  const { container } = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { user, i18n, container };
}

const input = () => screen.getByRole('combobox');
const listbox = () => screen.queryByRole('listbox');
const optionLabels = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The option react-select has focused (aria-activedescendant of its input), by label. */
function focusedOption(): string | null {
  const id = input().getAttribute('aria-activedescendant');
  if (!id) return null;
  return document.getElementById(id)?.textContent ?? null;
}

/** The control of the only Select on the page (react-select's emotion class ends in "-control"). */
function control(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[class*="-control"]');
  if (!element) throw new Error('no select control');
  return element;
}

/** Labels of the chosen values of a multi-select (its removable chips). */
function chosenValues(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[class*="-multiValue"] > div:first-child')].map(
    (chip) => chip.textContent ?? '',
  );
}

function singleValue(container: HTMLElement): string | null {
  return container.querySelector('[class*="-singleValue"]')?.textContent ?? null;
}

function Months(props: Partial<Parameters<typeof Select<SelectOption<string>, boolean>>[0]>) {
  return (
    <Select<SelectOption<string>, boolean> inputId="month" aria-label="Mois" options={OPTIONS} {...props} />
  );
}

describe('matchesOption (Select widget filtering)', () => {
  const fevrier = { label: 'Février', value: 'm2' };

  it('Validation rules: filtering ignores case', () => {
    expect(matchesOption(fevrier, 'FÉVRIER')).toBe(true);
    expect(matchesOption(fevrier, 'février')).toBe(true);
  });

  it('Validation rules: filtering ignores accents, on both the input and the option', () => {
    expect(matchesOption(fevrier, 'fevrier')).toBe(true);
    expect(matchesOption({ label: 'Eleve', value: 1 }, 'élève')).toBe(true);
  });

  it('Validation rules: filtering trims the input', () => {
    expect(matchesOption(fevrier, '   fev  ')).toBe(true);
    expect(matchesOption(fevrier, '   ')).toBe(true);
  });

  it('Validation rules: filtering matches anywhere in label plus value', () => {
    expect(matchesOption(fevrier, 'vri')).toBe(true);
    expect(matchesOption(fevrier, 'm2')).toBe(true);
    expect(matchesOption(fevrier, 'février m2')).toBe(true);
    expect(matchesOption({ label: 'Casablanca Anfa', value: 12 }, '12')).toBe(true);
    expect(matchesOption(fevrier, 'mars')).toBe(false);
    expect(matchesOption(fevrier, 'm3')).toBe(false);
  });
});

describe('Select opening and closing (Select widget)', () => {
  it('States and transitions: the menu opens on click', async () => {
    const { user } = await renderSelect(<Months />);
    expect(listbox()).not.toBeInTheDocument();
    await user.click(input());
    expect(listbox()).toBeInTheDocument();
    expect(optionLabels()).toEqual(MONTHS);
  });

  it('States and transitions: the menu opens on ArrowDown, focusing the first option', async () => {
    const { user } = await renderSelect(<Months />);
    await user.tab();
    expect(input()).toHaveFocus();
    expect(listbox()).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeInTheDocument();
    expect(focusedOption()).toBe('Janvier');
  });

  it('States and transitions: the menu opens on Space when the input is empty', async () => {
    const { user } = await renderSelect(<Months />);
    await user.tab();
    await user.keyboard(' ');
    expect(listbox()).toBeInTheDocument();
    expect(input()).toHaveValue('');
  });

  it('States and transitions: the menu opens on typing, filtered by what was typed', async () => {
    const { user } = await renderSelect(<Months />);
    await user.tab();
    await user.keyboard('ju');
    expect(listbox()).toBeInTheDocument();
    expect(optionLabels()).toEqual(['Juin', 'Juillet']);
  });

  it('States and transitions: Escape closes the menu without choosing', async () => {
    const onChange = vi.fn();
    const { user } = await renderSelect(<Months onChange={onChange} />);
    await user.click(input());
    expect(listbox()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Select choosing with the keyboard (Select widget)', () => {
  it('States and transitions: Enter selects the focused option', async () => {
    const onChange = vi.fn();
    const { user, container } = await renderSelect(<Months onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedOption()).toBe('Mars');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual({ label: 'Mars', value: 'm3' });
    expect(singleValue(container)).toBe('Mars');
    expect(listbox()).not.toBeInTheDocument();
  });

  it('States and transitions: Tab selects the focused option', async () => {
    const onChange = vi.fn();
    const { user, container } = await renderSelect(<Months onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedOption()).toBe('Février');
    await user.keyboard('{Tab}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual({ label: 'Février', value: 'm2' });
    expect(singleValue(container)).toBe('Février');
  });

  it('States and transitions: Space selects the focused option once the menu is open', async () => {
    const onChange = vi.fn();
    const { user, container } = await renderSelect(<Months onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(focusedOption()).toBe('Janvier');
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual({ label: 'Février', value: 'm2' });
    expect(singleValue(container)).toBe('Février');
  });

  it('States and transitions: Backspace removes the last value in a multi-select', async () => {
    const onChange = vi.fn();
    const { user, container } = await renderSelect(
      <Months isMulti defaultValue={[month('Janvier'), month('Mars'), month('Mai')]} onChange={onChange} />,
    );
    expect(chosenValues(container)).toEqual(['Janvier', 'Mars', 'Mai']);
    await user.tab();
    await user.keyboard('{Backspace}');
    expect(chosenValues(container)).toEqual(['Janvier', 'Mars']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[1]).toMatchObject({
      action: 'pop-value',
      removedValue: { label: 'Mai', value: 'm5' },
    });
    await user.keyboard('{Backspace}');
    expect(chosenValues(container)).toEqual(['Janvier']);
  });

  it('Business constants: PageDown and PageUp move the focus by 5 options (page size 5)', async () => {
    const { user } = await renderSelect(<Months />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(focusedOption()).toBe('Janvier');
    await user.keyboard('{PageDown}');
    expect(focusedOption()).toBe('Juin');
    await user.keyboard('{PageDown}');
    expect(focusedOption()).toBe('Novembre');
    // No further than the last option.
    await user.keyboard('{PageDown}');
    expect(focusedOption()).toBe('Décembre');
    await user.keyboard('{PageUp}');
    expect(focusedOption()).toBe('Juillet');
    await user.keyboard('{PageUp}');
    expect(focusedOption()).toBe('Février');
    // No further than the first option.
    await user.keyboard('{PageUp}');
    expect(focusedOption()).toBe('Janvier');
  });
});

describe('Select options and filtering (Select widget)', () => {
  it('Validation rules: already-selected options are hidden in a multi-select', async () => {
    const { user } = await renderSelect(<Months isMulti defaultValue={[month('Février'), month('Avril')]} />);
    await user.click(input());
    expect(optionLabels()).toEqual(MONTHS.filter((month) => month !== 'Février' && month !== 'Avril'));
    await user.keyboard('{Enter}');
    await user.click(input());
    expect(optionLabels()).not.toContain('Janvier');
  });

  it('Validation rules: the filter ignores case and accents and trims the input', async () => {
    const { user } = await renderSelect(<Months />);
    await user.click(input());
    await user.keyboard('FEVR ');
    expect(optionLabels()).toEqual(['Février']);
    await user.clear(input());
    await user.keyboard('aout');
    expect(optionLabels()).toEqual(['Août']);
  });

  it('Validation rules: the filter matches anywhere in label plus value', async () => {
    const { user } = await renderSelect(<Months />);
    await user.click(input());
    await user.keyboard('embre');
    expect(optionLabels()).toEqual(['Septembre', 'Novembre', 'Décembre']);
    await user.clear(input());
    await user.keyboard('m12');
    expect(optionLabels()).toEqual(['Décembre']);
  });
});

describe('Select required field (Select widget)', () => {
  function RequiredForm({ onSubmit }: { onSubmit: () => void }) {
    return (
      <form
        aria-label="Formulaire"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Months required name="month" />
        <button type="submit">Envoyer</button>
      </form>
    );
  }

  it('Validation rules: when required and empty, the hidden required input blocks form submission', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderSelect(<RequiredForm onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Formulaire' }) as HTMLFormElement;
    expect(form.checkValidity()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Validation rules: once a value is chosen, the required Select lets the form submit', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderSelect(<RequiredForm onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Formulaire' }) as HTMLFormElement;
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'Avril' }));
    expect(form.checkValidity()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('month')).toBe('m4');
  });
});

describe('Select sizes (Select constants)', () => {
  it('Business constants: SELECT_LIMITS are menu 140-300, control 38, spacing unit 4', () => {
    expect(SELECT_LIMITS).toEqual({ minMenuHeight: 140, maxMenuHeight: 300, controlHeight: 38, baseUnit: 4 });
  });

  it('Business constants: the menu is given minMenuHeight 140 and maxMenuHeight 300, and its list is at most 300px high', async () => {
    passedProps.length = 0;
    const { user } = await renderSelect(<Months />);
    const props = passedProps.at(-1);
    expect(props?.minMenuHeight).toBe(140);
    expect(props?.maxMenuHeight).toBe(300);
    await user.click(input());
    // The listbox is react-select's menu list, the element that scrolls.
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px', overflowY: 'auto' });
  });

  it('Business constants: the control is 38px high with a spacing unit of 4', async () => {
    passedProps.length = 0;
    const { container } = await renderSelect(<Months />);
    expect(control(container)).toHaveStyle({ minHeight: '38px' });
    const theme = passedProps.at(-1)?.theme as (base: { spacing: object }) => { spacing: object };
    expect(theme({ spacing: { baseUnit: 99, controlHeight: 99, menuGutter: 8 } }).spacing).toEqual({
      baseUnit: 4,
      controlHeight: 38,
      menuGutter: 8,
    });
  });
});

describe('Select messages are translated (Select widget)', () => {
  /** The results line of react-select's screen-reader live region. */
  const resultsStatus = () => document.querySelector('[role="log"] #aria-results')?.textContent ?? '';

  it('States and transitions: in French, placeholder "Sélectionner..." and "Aucune option" when nothing matches', async () => {
    const { user } = await renderSelect(<Months />);
    expect(screen.getByText('Sélectionner...')).toBeInTheDocument();
    await user.click(input());
    await user.keyboard('zzz');
    expect(screen.getByText('Aucune option')).toBeInTheDocument();
  });

  it('States and transitions: in French, "Chargement..." while isLoading', async () => {
    const { user } = await renderSelect(<Months isLoading options={[]} />);
    await user.click(input());
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
  });

  it('States and transitions: in French, the screen-reader status says "N résultat(s) disponible(s)"', async () => {
    const { user } = await renderSelect(<Months />);
    await user.click(input());
    await waitFor(() => expect(resultsStatus()).toContain('12 résultats disponibles'));
    await user.keyboard('mars');
    await waitFor(() => expect(resultsStatus()).toContain('1 résultat disponible'));
    expect(resultsStatus()).not.toContain('résultats');
  });

  it('States and transitions: the French status uses the plural keys select.results_one, _other and _many', async () => {
    passedProps.length = 0;
    await renderSelect(<Months />);
    const status = passedProps.at(-1)?.screenReaderStatus as (state: { count: number }) => string;
    expect(status({ count: 0 })).toBe('0 résultat disponible');
    expect(status({ count: 1 })).toBe('1 résultat disponible');
    expect(status({ count: 5 })).toBe('5 résultats disponibles');
    expect(status({ count: 1_000_000 })).toBe('1000000 résultats disponibles');
  });

  it('States and transitions: in English, "Select...", "No options", "Loading..." and "N results available"', async () => {
    const { user } = await renderSelect(<Months />, 'en');
    expect(screen.getByText('Select...')).toBeInTheDocument();
    await user.click(input());
    await waitFor(() => expect(resultsStatus()).toContain('12 results available'));
    await user.keyboard('juil');
    await waitFor(() => expect(resultsStatus()).toContain('1 result available'));
    await user.keyboard('zzz');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('States and transitions: in English, "Loading..." while isLoading', async () => {
    const { user } = await renderSelect(<Months isLoading options={[]} />, 'en');
    await user.click(input());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('States and transitions: the messages follow a language switch', async () => {
    const { user, i18n } = await renderSelect(<Months />);
    expect(screen.getByText('Sélectionner...')).toBeInTheDocument();
    const { changeLanguage } = await import('../i18n/i18n');
    await changeLanguage(i18n, 'en');
    expect(await screen.findByText('Select...')).toBeInTheDocument();
    await user.click(input());
    await user.keyboard('zzz');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('States and transitions: in Arabic the control is right-to-left', async () => {
    const { container } = await renderSelect(<Months classNamePrefix="rs" />, 'ar');
    expect(screen.getByText('اختر...')).toBeInTheDocument();
    const root = container.querySelector<HTMLElement>('.rs--is-rtl');
    expect(root).not.toBeNull();
    expect(root).toHaveStyle({ direction: 'rtl' });
  });

  it('States and transitions: in French the control is left-to-right', async () => {
    const { container } = await renderSelect(<Months classNamePrefix="rs" />);
    expect(container.querySelector('.rs--is-rtl')).toBeNull();
  });
});
