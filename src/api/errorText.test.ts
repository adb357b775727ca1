import i18next, { type TFunction } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import arShared from '../i18n/locales/ar';
import arErrors from '../i18n/locales/ar/apiErrors.json';
import enShared from '../i18n/locales/en';
import enErrors from '../i18n/locales/en/apiErrors.json';
import frShared from '../i18n/locales/fr';
import frErrors from '../i18n/locales/fr/apiErrors.json';
import { mergeResources } from '../i18n/merge';
import { demoToken } from '../../tests/helpers/demo';
import { db } from '../mocks/core/db';
import { apiErrorKey, apiErrorText, apiFieldErrorKey, apiFieldErrorKeys, apiRefusalText } from './errorText';

// The shared texts and the error codes' sentences, as the app holds them once a failed call brought the latter
// (api/baseQuery.ts).
const fr = mergeResources(frShared, frErrors);
const en = mergeResources(enShared, enErrors);
const ar = mergeResources(arShared, arErrors);
const LOCALES = { fr, en, ar } as Record<string, Record<string, Record<string, string>>>;

/** The demo API's sources (src/mocks, every module and the machinery), tests left out. */
const DEMO_API = join(__dirname, '..', 'mocks');
function demoSources(folder = DEMO_API): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return demoSources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}
let t: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'fr', resources: { fr: { translation: fr }, ar: { translation: ar } } });
  t = instance.t;
});

describe('errors of the API in the user language (docs/api.md "Errors")', () => {
  it("a refused save without a form says the faulty field's code, not the generic validation sentence", () => {
    const refusal = {
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      fields: { hours: 'INVALID_HOURS' },
    };
    expect(apiRefusalText(refusal, t, 'fallback')).toBe(t('apiErrors.INVALID_HOURS'));
    expect(apiRefusalText({ status: 409, code: 'CLASS_FULL', message: 'full' }, t, 'fallback')).toBe(
      t('apiErrors.CLASS_FULL'),
    );
  });

  it("a known code gives its sentence, not the API's English words", () => {
    const error = {
      status: 409,
      message: 'This child already has this fee this year',
      code: 'DUPLICATE_ENGAGEMENT',
    };
    expect(apiErrorKey(error, t)).toBe('apiErrors.DUPLICATE_ENGAGEMENT');
    expect(apiErrorText(error, t, 'fallback')).toBe('Cet élève a déjà ce frais cette année.');
  });

  it("an unknown code, or none, keeps the answer's own message; nothing usable gives the fallback", () => {
    expect(apiErrorText({ status: 422, message: 'Hors délai', code: 'SOMETHING_NEW' }, t, 'fallback')).toBe(
      'Hors délai',
    );
    expect(apiErrorText({ status: 403, message: 'Accès refusé à cette fiche' }, t, 'fallback')).toBe(
      'Accès refusé à cette fiche',
    );
    expect(apiErrorText({ status: 422, message: '  ' }, t, 'fallback')).toBe('fallback');
    expect(apiErrorText({ status: 'NETWORK_ERROR', message: 'Network Error' }, t, 'fallback')).toBe(
      'fallback',
    );
    expect(apiErrorText({ status: 'PARSE_ERROR', message: 'Malformed answer' }, t, 'fallback')).toBe(
      'fallback',
    );
    expect(apiErrorText(null, t, 'fallback')).toBe('fallback');
    expect(apiErrorText(new Error('Déjà traduit'), t, 'fallback')).toBe('Déjà traduit');
  });

  it('Server error text: a server fault (5xx) shows the plain translated words, never the server’s text (SQL, paths)', () => {
    const leak =
      "SQLSTATE[42S02]: Base table 'ecole.paiements' doesn't exist in /var/www/api/src/Payments.php:88";
    for (const status of [500, 502, 503]) {
      expect(apiErrorText({ status, message: leak }, t, 'Enregistrement impossible.')).toBe(
        'Enregistrement impossible.',
      );
    }
    // A 5xx with a code the portal knows still says that code's sentence.
    expect(apiErrorText({ status: 503, message: leak, code: 'DUPLICATE_ENGAGEMENT' }, t, 'x')).toBe(
      'Cet élève a déjà ce frais cette année.',
    );
  });

  it("a code that only says the request is wrong leaves the fields' own messages under the fields", () => {
    expect(apiFieldErrorKey({ code: 'VALIDATION_ERROR', fields: { email: 'INVALID_EMAIL' } }, t)).toBeNull();
    expect(apiFieldErrorKey({ code: 'INVALID_REQUEST' }, t)).toBeNull();
    expect(apiFieldErrorKey({ code: 'INVALID_FEE_TYPE' }, t)).toBe('apiErrors.INVALID_FEE_TYPE');
    // A code that is not a code (lower case, markup) is never looked up.
    expect(apiErrorKey({ code: 'generic' }, t)).toBeNull();
    expect(apiErrorKey({ code: '<b>X</b>' }, t)).toBeNull();
  });

  it('the errors of a 422 are codes by field, each shown in the user language', () => {
    const refused = {
      status: 422,
      code: 'VALIDATION_ERROR',
      fields: { email: 'INVALID_EMAIL', 'guardians.0.phone': 'INVALID_PHONE', classId: 'CLASS_NOT_OFFERED' },
    };
    const keys = apiFieldErrorKeys(refused, t);
    expect(keys).toEqual({
      email: 'apiErrors.INVALID_EMAIL',
      'guardians.0.phone': 'apiErrors.INVALID_PHONE',
      // A code the portal does not know yet: "value refused", never the code itself.
      classId: 'form.fieldRefused',
    });
    expect(t(keys.email!)).toBe('Saisissez une adresse e-mail valide.');
    // A code specific to the fault says it under its field.
    expect(
      apiFieldErrorKeys({ code: 'DUPLICATE_ENGAGEMENT', fields: { feeTypeId: 'DUPLICATE_ENGAGEMENT' } }, t),
    ).toEqual({ feeTypeId: 'apiErrors.DUPLICATE_ENGAGEMENT' });
    expect(apiFieldErrorKeys({ status: 500, message: 'Boom' }, t)).toEqual({});
  });

  it('the demo API answers codes under the fields, never sentences', () => {
    const sentences: string[] = [];
    for (const file of demoSources()) {
      const name = relative(DEMO_API, file);
      const source = readFileSync(file, 'utf8');
      // `errors.email = 'Invalid email'`, `errors[key] = 'Required'`, `errors: { massar: 'Already taken' }`
      for (const match of source.matchAll(/errors(?:\.[\w]+|\[[^\]]+\])\s*=\s*'([^']*)'/g))
        if (!/^[A-Z][A-Z0-9_]*$/.test(match[1]!)) sentences.push(`${name}: ${match[0]}`);
      for (const match of source.matchAll(/errors: \{[^}]*?:\s*'([^']*)'/g))
        if (!/^[A-Z][A-Z0-9_]*$/.test(match[1]!)) sentences.push(`${name}: ${match[0]}`);
      // The answer's English message copied under the field.
      for (const match of source.matchAll(/errors: \{ \[\w+\]: message \}/g))
        sentences.push(`${name}: ${match[0]}`);
    }
    expect(sentences).toEqual([]);
  });

  it('every error code the demo API answers has a sentence in fr, en and ar', () => {
    // Every module's handlers, and what answers for all of them (core/idempotency.ts).
    const files = demoSources();
    const codes = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})'/g))
        codes.add(match[1]!);
    }
    // Capitals that are not codes: HTTP methods, the WebP file signature, the PNG chunk types of the seeded photos, a
    // legal identifier's printed label, the education seed's subject codes and an English teaching diploma, and the
    // word the API answers the card processor's callback with (docs/api.md "Online payments").
    const notCodes = [
      'POST',
      'PATCH',
      'DELETE',
      'HEAD',
      'RIFF',
      'WEBP',
      'IHDR',
      'PLTE',
      'IDAT',
      'IEND',
      'FAILURE',
    ];
    for (const word of [...notCodes, 'CNSS', 'MATH', 'INFO', 'TEFL']) codes.delete(word);
    expect(codes.size).toBeGreaterThan(40);
    for (const [language, locale] of Object.entries(LOCALES)) {
      const sentences = locale.apiErrors ?? {};
      const missing = [...codes].filter((code) => !sentences[code]);
      expect(missing, `${language}: codes without a sentence`).toEqual([]);
    }
  });

  it('the pre-registration answers: every code, of the whole answer and under each field, has a sentence in fr, en and ar', async () => {
    const token = await demoToken('admin');
    const send = async (path: string, body: unknown) => {
      const answer = await fetch(`http://localhost:3000/api/${path}`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await answer.json()) as { code?: string; errors?: Record<string, string> };
    };
    const level = db.data.levels.find((candidate) => candidate.code === 'MS')!.id;
    const guardian = {
      relation: 'mère',
      firstname_fr: 'Salma',
      lastname_fr: 'Berrada',
      phone: '+212 661 44 55 66',
    };
    const child = {
      firstname_fr: 'Ines',
      lastname_fr: 'Zaoui',
      gender: 'F',
      levelId: level,
      priority: 'normal',
    };
    const submitted = db.data.applications.find((a) => a.branchId === 1 && a.status === 'submitted')!;
    const accepted = db.data.applications.find((a) => a.branchId === 1 && a.status === 'accepted')!;
    const answers = [
      // The server's "Implausible age" under a French field: a code, with its sentence in the three languages.
      await send('applications?branch=1&year=2', {
        ...child,
        birthDate: '1990-01-01',
        guardians: [guardian],
      }),
      await send('applications?branch=1&year=2', {
        firstname_fr: 'x'.repeat(200),
        birthDate: '2026-02-30',
        previousSchool: 'x'.repeat(200),
        familyId: 999_999,
        guardians: [{ relation: 'voisin', phone: '12', email: 'x@' }],
      }),
      await send('applications?branch=1&year=2', { ...child, birthDate: '2021-01-01', guardians: [] }),
      await send(`applications/${submitted.id}/transitions`, { to: 'rejected' }),
      await send(`applications/${submitted.id}/transitions`, { to: 'rejected', reason: 'x'.repeat(2000) }),
      await send(`applications/${submitted.id}/transitions`, { to: 'enrolled' }),
      await send(`applications/${submitted.id}/enrol`, { classId: 1 }),
      await send(`applications/${accepted.id}/enrol`, { classId: -1 }),
    ];
    const codes = new Set(
      answers.flatMap((answer) => [answer.code ?? '', ...Object.values(answer.errors ?? {})]),
    );
    codes.delete('');
    expect([...codes]).toEqual(
      expect.arrayContaining(['IMPLAUSIBLE_AGE', 'INVALID_CLASS', 'GUARDIAN_COUNT']),
    );
    for (const [language, locale] of Object.entries(LOCALES)) {
      const missing = [...codes].filter((code) => !locale.apiErrors?.[code]);
      expect(missing, `${language}: pre-registration codes without a sentence`).toEqual([]);
    }
    // Under the French field: the French sentence, never the server's English.
    expect(
      t(apiFieldErrorKeys({ status: 422, code: answers[0]!.code, fields: answers[0]!.errors }, t).birthDate!),
    ).toBe("L'âge doit être compris entre 2 et 20 ans.");
  });
});
