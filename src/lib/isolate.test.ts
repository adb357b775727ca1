import { describe, expect, it } from 'vitest';
import { isolateValues, valueRuns, withoutIsolates } from './isolate';

const values = (text: string) =>
  valueRuns(text)
    .filter((run) => run.value)
    .map((run) => run.text);

describe('valueRuns / isolateValues: numbers keep their left-to-right order inside Arabic', () => {
  it('finds phones, year ranges, plates, times and figures as whole values', () => {
    expect(values('الهاتف +212 522 36 48 10')).toEqual(['+212 522 36 48 10']);
    expect(values('الدار البيضاء أنفا · 2026-2027')).toEqual(['2026-2027']);
    expect(values('الحافلة 12345-ب-6 · 08:30')).toEqual(['12345-ب-6', '08:30']);
    expect(values('ICE 001527384000067 · CNSS 7241865')).toEqual(['001527384000067', '7241865']);
    expect(values('بدون أرقام')).toEqual([]);
  });

  it('keeps every character, in order', () => {
    const text = 'الهاتف +212 522 36 48 10 والسنة 2026-2027';
    expect(
      valueRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });

  it('isolates each value (LRI…PDI) and the whole text (FSI…PDI) for a canvas or a PDF', () => {
    expect(isolateValues('الهاتف +212 522 36 48 10')).toBe(
      '\u2068الهاتف \u2066+212 522 36 48 10\u2069\u2069',
    );
    expect(isolateValues('12345-ب-6')).toBe('\u2068\u206612345-ب-6\u2069\u2069');
    expect(isolateValues('')).toBe('');
    expect(withoutIsolates(isolateValues('فرع · 2026-2027'))).toBe('فرع · 2026-2027');
  });
});
