import { screen } from '@testing-library/react';

/**
 * The value shown by the select labelled `label`: the stand-in's text until react-select is loaded
 * (components/DeferredSelect loads it on first use), then the react-select control's single value.
 */
export function selectedValue(label: string): string | null {
  const labelled = screen.getByLabelText(label);
  const standIn = labelled.querySelector('[data-select-value]');
  if (standIn) return standIn.textContent;
  const control = labelled.closest('[class*="-control"]');
  return control?.querySelector('[class*="-singleValue"]')?.textContent ?? null;
}
