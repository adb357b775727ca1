import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { nameError, nameRules } from './nameRules';
import { zodResolver } from './zodResolver';

const schema = z.object({ first: nameRules({ max: 10 }), second: nameRules({ max: 10, required: false }) });
const resolve = (values: { first: string; second: string }) =>
  zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('nameRules: a person name field checked as the API checks it (docs/api.md "Text")', () => {
  it('refuses a control character or a line break with validation.invalidName, before the other checks', async () => {
    const { errors } = await resolve({ first: '\u0000', second: 'Ali\nBen' });
    expect(errors).toMatchObject({
      first: { message: 'validation.invalidName' },
      second: { message: 'validation.invalidName' },
    });
  });

  it('gives the stripped names to the submit; an invisible-only name is required, an optional one may be empty', async () => {
    expect((await resolve({ first: ' In\u200Bès ', second: '\u200F' })).values).toEqual({
      first: 'Inès',
      second: '',
    });
    expect((await resolve({ first: '\u200B', second: '' })).errors).toMatchObject({
      first: { message: 'validation.required' },
    });
    expect((await resolve({ first: 'Abcdefghijk', second: '' })).errors).toMatchObject({
      first: { message: 'validation.tooLong' },
    });
  });

  it('nameError gives the same keys for a field checked by hand', () => {
    expect(nameError('Zaoui\t', 60)).toBe('validation.invalidName');
    expect(nameError(' \u200B ', 60)).toBe('validation.required');
    expect(nameError('Zaoui', 3)).toBe('validation.tooLong');
    expect(nameError("O'Neil", 60)).toBeNull();
  });
});
