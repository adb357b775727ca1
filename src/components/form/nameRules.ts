import * as z from 'zod/mini';
import { isRefusedName, stripName } from '../../domain/names';

/**
 * The field of a person's name (docs/api.md "Text", rule in src/domain/names.ts), as the API checks it: a control
 * character, a line break or an unpaired surrogate shows `validation.invalidName` under the field before anything
 * is sent; invisible characters and extra spaces are removed from the value sent (the field keeps what was typed).
 * Then required (unless `required: false`) and at most `max` characters.
 * @example z.object({ firstname_fr: nameRules({ max: NAME_MAX }), firstname_ar: nameRules({ max: 60, required: false }) })
 */
export function nameRules({ max, required = true }: { max: number; required?: boolean }) {
  const refused = z.refine<string>((value) => !isRefusedName(value), 'validation.invalidName');
  const stripped = z.overwrite(stripName);
  const tooLong = z.maxLength(max, 'validation.tooLong');
  return required
    ? z.string().check(refused, stripped, z.minLength(1, 'validation.required'), tooLong)
    : z.string().check(refused, stripped, tooLong);
}

/** The error key of a name checked by hand (a field whose rule depends on other fields), or null when it is valid. */
export function nameError(value: string, max: number): string | null {
  if (isRefusedName(value)) return 'validation.invalidName';
  const name = stripName(value);
  if (!name) return 'validation.required';
  return name.length > max ? 'validation.tooLong' : null;
}
