import { Controller, useFormContext } from 'react-hook-form';
import { useState } from 'react';
import { INPUT } from '../buttons';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

/**
 * Reads an amount typed the French or English way ("1 250,50", "1,250.50", "1250.5"): the last `,` or `.`
 * followed by one or two digits is the decimal mark, other separators and spaces are grouping. Returns
 * `undefined` for an empty box and NaN for text that is not an amount.
 */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return undefined;
  if (!/^-?[\d.,]+$/.test(compact)) return NaN;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}

/**
 * An amount in the school's currency (the value is a number in the major unit, two decimals at most, or null
 * when the box is empty); the currency code is shown beside the box.
 * @example <MoneyField name="amount" label={t('finances.payment.amount')} currency={currency} required />
 */
export function MoneyField({
  name,
  label,
  hint,
  required,
  disabled,
  currency,
}: FieldProps & { currency: string }) {
  const { control } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={error}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <AmountInput
            id={id}
            value={field.value as number | null | undefined}
            disabled={disabled}
            required={required}
            currency={currency}
            aria={aria}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </FieldShell>
  );
}

function AmountInput({
  ref,
  ...props
}: {
  ref: (node: HTMLInputElement | null) => void;
  id: string;
  value: number | null | undefined;
  disabled?: boolean;
  required?: boolean;
  currency: string;
  aria: Record<string, unknown>;
  onChange: (value: number | null) => void;
  onBlur: () => void;
}) {
  // The text as typed, so "12," is not rewritten while typing; the form holds the parsed number.
  const [text, setText] = useState(() =>
    props.value === undefined || props.value === null ? '' : String(props.value),
  );
  const parsed = parseAmount(text);
  const shown =
    (parsed ?? null) === (props.value ?? null) || (Number.isNaN(parsed) && Number.isNaN(props.value))
      ? text
      : props.value === undefined || props.value === null
        ? ''
        : String(props.value);
  return (
    <div className="flex items-stretch" dir="ltr">
      <input
        id={props.id}
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        disabled={props.disabled}
        aria-required={props.required || undefined}
        className={`${INPUT} rounded-e-none text-end tabular-nums`}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          // An emptied box is null, not undefined: react-hook-form would put the default value back.
          props.onChange(parseAmount(event.target.value) ?? null);
        }}
        onBlur={props.onBlur}
        {...props.aria}
      />
      <span className="inline-flex items-center rounded-e-control border border-s-0 border-neutral-300 bg-neutral-100 px-3 text-sm font-semibold text-neutral-700 dark:border-neutral-600 dark:bg-neutral-700 dark:text-neutral-100">
        {props.currency}
      </span>
    </div>
  );
}
