import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { useFormats } from './useFormats';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderFormats(language: string) {
  window.localStorage.setItem('defaultLanguage', language);
  const i18n = await initI18n(i18next.createInstance());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useFormats('MAD'), { wrapper });
}

describe('useFormats (Type, numbers and dates: Latin digits, 24-hour clock; budgets: no format made for nothing)', () => {
  it('formats in the language, with Latin digits in Arabic', async () => {
    const french = (await renderFormats('fr')).result.current;
    expect(french.number(12345)).toBe('12\u202f345');
    expect(french.percent(0.875)).toBe('88\u00a0%');
    expect(french.signed(3)).toBe('+3');
    expect(french.date('2026-09-01')).toBe('1 septembre 2026');
    expect(french.month('2026-11-24')).toBe('novembre');
    const arabic = (await renderFormats('ar')).result.current;
    expect(arabic.number(12345)).toMatch(/^12.345$/);
    expect(arabic.date('2026-09-01')).toMatch(/2026/);
  });

  it('makes a format only when it is first used, and once for every component and render of the same language', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function made(...args) {
      return new NumberFormat(...args);
    });
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(...args) {
      return new DateTimeFormat(...args);
    });
    // English, which the other test does not use: the formats kept from it do not count here.
    const first = await renderFormats('en');
    const second = await renderFormats('en');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();

    expect(first.result.current.number(1200)).toBe('1,200');
    expect(second.result.current.number(7)).toBe('7');
    first.rerender();
    expect(first.result.current.number(1)).toBe('1');
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateFormat).not.toHaveBeenCalled();
  });
});
