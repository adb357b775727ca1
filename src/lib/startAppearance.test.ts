import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n/i18n';
import { applyStoredAppearance, keepStoredDirection } from './startAppearance';

/** The light sign-in page's start (boot.tsx): i18next in French (stored), then the stored appearance. */
async function signInPageStart() {
  window.localStorage.setItem('defaultLanguage', 'fr');
  const i18n = await initI18n(i18next.createInstance());
  applyStoredAppearance(i18n);
  return i18n;
}

describe('sign-in page appearance (Language, Storage "direction")', () => {
  it('Language: a language applied without being stored (the school’s) sets the direction without storing it', async () => {
    window.localStorage.setItem('direction', 'false');
    const i18n = await signInPageStart();
    // After sign-in the same i18next instance gets the school's language, not stored.
    window.localStorage.removeItem('defaultLanguage');
    await changeLanguage(i18n, 'ar', false);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem('direction')).toBe('false');
  });

  it('Language: a language the user chooses (stored) sets and stores its direction', async () => {
    const i18n = await signInPageStart();
    await changeLanguage(i18n, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem('defaultLanguage')).toBe('ar');
    expect(window.localStorage.getItem('direction')).toBe('true');
  });

  it('Language: at start-up a stored direction is kept (the customizer’s), whatever the language', async () => {
    window.localStorage.setItem('direction', 'true');
    await signInPageStart();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('keepStoredDirection puts back the stored direction, or its absence, after a write', () => {
    window.localStorage.setItem('direction', 'false');
    keepStoredDirection(() => window.localStorage.setItem('direction', 'true'));
    expect(window.localStorage.getItem('direction')).toBe('false');
    window.localStorage.removeItem('direction');
    keepStoredDirection(() => window.localStorage.setItem('direction', 'true'));
    expect(window.localStorage.getItem('direction')).toBeNull();
  });
});
