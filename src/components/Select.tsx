import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import ReactSelect, {
  type AriaLiveMessages,
  type GroupBase,
  type Props as ReactSelectProps,
  type StylesConfig,
} from 'react-select';
import { foldText } from '../lib/text';

/** Select option of the spec (Entities). */
export interface SelectOption<V = string | number> {
  label: string;
  value: V;
}

/** Spec Business constants: menu 140-300 px high, control 38 px, spacing unit 4; Validation rules: filter ignores case and accents. */
export const SELECT_LIMITS = {
  minMenuHeight: 140,
  maxMenuHeight: 300,
  controlHeight: 38,
  baseUnit: 4,
} as const;

/** Spec Validation rules: ignores case and accents, trims the input, matches anywhere in label plus value. */
export function matchesOption(option: { label: string; value: unknown }, input: string): boolean {
  const needle = foldText(input);
  if (needle === '') return true;
  return foldText(`${option.label} ${String(option.value)}`).includes(needle);
}

function themedStyles<O, M extends boolean, G extends GroupBase<O>>(dark: boolean): StylesConfig<O, M, G> {
  const surface = dark ? '#1e293b' : '#ffffff';
  const border = dark ? '#475569' : '#cbd5e1';
  const text = dark ? '#f1f5f9' : '#1e293b';
  return {
    control: (base, state) => ({
      ...base,
      minHeight: SELECT_LIMITS.controlHeight,
      backgroundColor: surface,
      borderColor: state.isFocused ? '#3366f7' : border,
      boxShadow: state.isFocused ? '0 0 0 1px #3366f7' : 'none',
    }),
    singleValue: (base) => ({ ...base, color: text }),
    input: (base) => ({ ...base, color: text }),
    placeholder: (base) => ({ ...base, color: dark ? '#cbd5e1' : '#475569' }),
    menu: (base) => ({ ...base, backgroundColor: surface, zIndex: 40 }),
    option: (base, state) => ({
      ...base,
      color: state.isSelected ? '#ffffff' : text,
      backgroundColor: state.isSelected
        ? '#1e48ec'
        : state.isFocused
          ? dark
            ? '#334155'
            : '#eef4ff'
          : surface,
    }),
    groupHeading: (base) => ({ ...base, color: dark ? '#cbd5e1' : '#475569' }),
    multiValue: (base) => ({ ...base, backgroundColor: dark ? '#334155' : '#eef4ff' }),
    multiValueLabel: (base) => ({ ...base, color: text }),
  };
}

/** react-select's screen-reader announcements, translated (its defaults are English only). */
function ariaMessages<O, M extends boolean, G extends GroupBase<O>>(t: TFunction): AriaLiveMessages<O, M, G> {
  return {
    guidance: ({ context }) =>
      context === 'menu' ? t('select.aria.guidanceMenu') : t('select.aria.guidanceInput'),
    onChange: ({ action, label }) => {
      if (action === 'clear') return t('select.aria.cleared');
      if (action === 'deselect-option' || action === 'remove-value' || action === 'pop-value') {
        return t('select.aria.removed', { label });
      }
      return t('select.aria.selected', { label });
    },
    onFocus: ({ label, focused, options }) =>
      t('select.aria.focused', { label, index: options.indexOf(focused) + 1, count: options.length }),
    onFilter: ({ inputValue, resultsMessage }) =>
      inputValue ? `${resultsMessage} ${t('select.aria.forSearch', { term: inputValue })}` : resultsMessage,
  };
}

export type SelectProps<O, M extends boolean, G extends GroupBase<O>> = ReactSelectProps<O, M, G> & {
  dark?: boolean;
  rtl?: boolean;
};

/**
 * The one Select of the portal (Select widget), on react-select: keyboard behaviour, hidden
 * required input, hidden selected options in multi-selects, accent-folding filter, translated messages.
 * @example <Select inputId="year" options={years} value={year} onChange={...} aria-label={t('selectors.year')} />
 */
export function Select<
  O extends SelectOption,
  M extends boolean = false,
  G extends GroupBase<O> = GroupBase<O>,
>({ dark = false, rtl, ...props }: SelectProps<O, M, G>) {
  const { t, i18n } = useTranslation();
  return (
    <ReactSelect<O, M, G>
      filterOption={(option, input) => matchesOption(option, input)}
      hideSelectedOptions={props.isMulti ? true : undefined}
      minMenuHeight={SELECT_LIMITS.minMenuHeight}
      maxMenuHeight={SELECT_LIMITS.maxMenuHeight}
      isRtl={rtl ?? i18n.dir() === 'rtl'}
      placeholder={t('select.placeholder')}
      noOptionsMessage={() => t('select.noOptions')}
      loadingMessage={() => t('select.loading')}
      screenReaderStatus={({ count }) => t('select.results', { count })}
      ariaLiveMessages={ariaMessages<O, M, G>(t)}
      theme={(theme) => ({
        ...theme,
        spacing: {
          ...theme.spacing,
          baseUnit: SELECT_LIMITS.baseUnit,
          controlHeight: SELECT_LIMITS.controlHeight,
        },
      })}
      styles={themedStyles<O, M, G>(dark)}
      {...props}
    />
  );
}
