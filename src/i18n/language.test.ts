import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGES,
  resolveLanguage,
  schoolLanguageFor,
} from './language';

const supported = fc.constantFrom('fr', 'en', 'ar');

describe('resolveLanguage (Language)', () => {
  it('Business constants: the interface languages are fr, en and ar; the picker falls back to fr', () => {
    expect([...LANGUAGES].sort()).toEqual(['ar', 'en', 'fr']);
    expect(DEFAULT_LANGUAGE).toBe('fr');
  });

  it('Language: the stored choice wins over the browser language', () => {
    expect(resolveLanguage('ar', 'en-US')).toBe('ar');
    expect(resolveLanguage('en', 'fr-FR')).toBe('en');
    expect(resolveLanguage('fr', 'ar-MA')).toBe('fr');
  });

  it('Language: nothing stored -> the first two letters of the browser language when supported', () => {
    expect(resolveLanguage(null, 'en-US')).toBe('en');
    expect(resolveLanguage(null, 'ar-MA')).toBe('ar');
    expect(resolveLanguage(null, 'fr')).toBe('fr');
    expect(resolveLanguage(null, 'EN-gb')).toBe('en');
  });

  it('Language: nothing stored and an unsupported browser language -> French', () => {
    expect(resolveLanguage(null, 'de-DE')).toBe('fr');
    expect(resolveLanguage(null, 'es')).toBe('fr');
    expect(resolveLanguage(null, undefined)).toBe('fr');
    expect(resolveLanguage(null, '')).toBe('fr');
  });

  it('Language: a stored choice outside the three falls back to French (not to the browser)', () => {
    expect(resolveLanguage('de', 'en-US')).toBe('fr');
    expect(resolveLanguage('english', 'ar')).toBe('fr');
    expect(resolveLanguage('EN', 'ar')).toBe('fr');
  });

  it('Language (property): the result is always one of the three languages', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: undefined }),
        (stored, browser) => {
          expect(isLanguage(resolveLanguage(stored, browser))).toBe(true);
        },
      ),
    );
  });

  it('Language (property): a supported stored choice is always kept', () => {
    fc.assert(
      fc.property(supported, fc.option(fc.string(), { nil: undefined }), (stored, browser) => {
        expect(resolveLanguage(stored, browser)).toBe(stored);
      }),
    );
  });

  it('Language (property): a non-empty stored choice outside the three gives French', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.option(fc.string(), { nil: undefined }),
        (stored, browser) => {
          fc.pre(!isLanguage(stored));
          expect(resolveLanguage(stored, browser)).toBe('fr');
        },
      ),
    );
  });

  it('Language (property): nothing stored -> the browser`s two-letter prefix if supported, else French', () => {
    fc.assert(
      fc.property(
        fc.oneof(supported, fc.string({ maxLength: 2 })),
        fc.string({ maxLength: 6 }),
        (prefix, rest) => {
          const browser = `${prefix}${rest}`;
          const two = browser.slice(0, 2).toLowerCase();
          const expected = two === 'fr' || two === 'en' || two === 'ar' ? two : 'fr';
          expect(resolveLanguage(null, browser)).toBe(expected);
        },
      ),
    );
  });
});

describe('directionOf (Language: Arabic is right-to-left)', () => {
  it('Language: Arabic sets right-to-left', () => {
    expect(directionOf('ar')).toBe('rtl');
  });

  it('Language: any other language sets left-to-right', () => {
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
    fc.assert(
      fc.property(fc.string(), (language) => {
        fc.pre(language !== 'ar');
        expect(directionOf(language)).toBe('ltr');
      }),
    );
  });
});

describe('school language (school identity)', () => {
  it('stands in for the French fallback only: never over a stored choice or a supported browser language', () => {
    expect(schoolLanguageFor(null, 'de-DE', 'ar')).toBe('ar');
    expect(schoolLanguageFor('', 'zh', 'en')).toBe('en');
    expect(schoolLanguageFor('fr', 'de-DE', 'ar')).toBeNull();
    expect(schoolLanguageFor(null, 'fr-FR', 'ar')).toBeNull();
    expect(schoolLanguageFor(null, 'de-DE', undefined)).toBeNull();
    expect(schoolLanguageFor(null, 'de-DE', 'es')).toBeNull();
  });
});
