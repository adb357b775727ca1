import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { civilityName } from './civility';

const tFor = async (language: string) => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: {
      [language]: {
        translation: (await import(`../i18n/locales/${language}/shell.json`)).default,
      },
    },
  });
  return instance.t;
};

describe('civilityName: the French civility of a name in the reader’s language', () => {
  it('ar: "Mme"/"M." are السيدة/السيد; a name without one is kept', async () => {
    const t = await tFor('ar');
    expect(civilityName('Mme Fatima Zahra Cherkaoui', t)).toBe('السيدة Fatima Zahra Cherkaoui');
    expect(civilityName('M. Karim Alaoui', t)).toBe('السيد Karim Alaoui');
    expect(civilityName('Marc Durand', t)).toBe('Marc Durand');
  });

  it('fr: unchanged', async () => {
    const t = await tFor('fr');
    expect(civilityName('Mme Fatima Zahra Cherkaoui', t)).toBe('Mme Fatima Zahra Cherkaoui');
    expect(civilityName('M. Karim Alaoui', t)).toBe('M. Karim Alaoui');
  });
});
