import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputText, parseAmount, type AmountProblem, type AmountReading } from '../../domain/money';
import { formatMoney, fromCents, toCents } from '../../lib/money';
import { INPUT } from '../buttons';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

/** The message key that says why a typed amount is refused. */
const PROBLEM_MESSAGES: Record<AmountProblem, string> = {
  'not-a-number': 'validation.money.notANumber',
  'too-many-decimals': 'validation.money.tooManyDecimals',
  'ambiguous-grouping': 'validation.money.ambiguousGrouping',
  negative: 'validation.money.negative',
  'too-large': 'validation.money.tooLarge',
};

/** What the form holds for a reading: the amount in the major unit, null when empty, NaN when refused. */
function valueOf(reading: AmountReading): number | null {
  if (reading.kind === 'empty') return null;
  return reading.kind === 'amount' ? fromCents(reading.cents) : NaN;
}

function sameValue(a: number | null | undefined, b: number | null | undefined): boolean {
  if (a === null || a === undefined) return b === null || b === undefined;
  if (b === null || b === undefined) return false;
  return Number.isNaN(a) ? Number.isNaN(b) : a === b;
}

/**
 * An amount in the school's currency (the value is a number in the major unit, two decimals at most, or null
 * when the box is empty; NaN while the text is refused); the currency code is shown beside the box. The text is
 * read by `domain/money.ts` in the user's language: a refused text says why, a read one shows the amount that will
 * be recorded under the box, before saving.
 * @example <MoneyField name="amount" label={t('finances.payment.amount')} currency={currency} required />
 */
export function MoneyField(props: FieldProps & { currency: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <MoneyControl
          {...props}
          value={field.value as number | null | undefined}
          touched={fieldState.isTouched}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

function MoneyControl({
  name,
  label,
  hint,
  required,
  disabled,
  currency,
  value,
  touched,
  onChange,
  onBlur,
  inputRef,
}: FieldProps & {
  currency: string;
  value: number | null | undefined;
  touched: boolean;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  inputRef: (node: HTMLInputElement | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { id, error } = useFieldState(name, hint);
  // The text as typed, so "12," is not rewritten while typing; the form holds what it reads as.
  const [text, setText] = useState(() =>
    value === undefined || value === null || Number.isNaN(value)
      ? ''
      : amountInputText(toCents(value), language),
  );
  const typed = parseAmount(text, language);
  // A value set from outside (a reset, a default) replaces the text.
  const reading = sameValue(valueOf(typed), value)
    ? typed
    : parseAmount(
        value === undefined || value === null || Number.isNaN(value)
          ? ''
          : amountInputText(toCents(value), language),
        language,
      );
  const shown =
    reading === typed
      ? text
      : value === undefined || value === null
        ? ''
        : amountInputText(toCents(value), language);
  const refusal: FieldError | undefined =
    reading.kind === 'refused' && (touched || error)
      ? { type: 'amount', message: PROBLEM_MESSAGES[reading.problem] }
      : undefined;
  const shownError = refusal ?? error;
  const previewId = `${id}-preview`;
  const describedBy = [
    shownError ? `${id}-error` : '',
    hint ? `${id}-hint` : '',
    reading.kind === 'amount' ? previewId : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={shownError}>
      <div className="flex items-stretch" dir="ltr">
        <input
          id={id}
          ref={inputRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${INPUT} rounded-e-none text-end tabular-nums`}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            // An emptied box is null, not undefined: react-hook-form would put the default value back.
            onChange(valueOf(parseAmount(event.target.value, language)));
          }}
          onBlur={onBlur}
        />
        <span className="inline-flex items-center rounded-e-control border border-s-0 border-neutral-300 bg-neutral-100 px-3 text-sm font-semibold text-neutral-700 dark:border-neutral-600 dark:bg-neutral-700 dark:text-neutral-100">
          {currency}
        </span>
      </div>
      {reading.kind === 'amount' && (
        <p id={previewId} className="mt-1 text-xs text-neutral-600 tabular-nums dark:text-neutral-400">
          {t('form.money.recorded', { amount: formatMoney(fromCents(reading.cents), currency, language) })}
        </p>
      )}
    </FieldShell>
  );
}
