import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { frenchDe } from './elision';
import { initI18n, loadFeatureTexts } from './i18n';

describe('French elision of "de" before a name ("Finances d’Adam", never "Finances de Adam")', () => {
  it('elides before a vowel, a Y before a consonant and a mute h; not before a consonant or an aspirated h', () => {
    expect(frenchDe('Adam')).toBe('d’Adam');
    expect(frenchDe('El Idrissi Yasmine')).toBe('d’El Idrissi Yasmine');
    expect(frenchDe('Éloïse')).toBe('d’Éloïse');
    expect(frenchDe('Omar')).toBe('d’Omar');
    expect(frenchDe('Yves')).toBe('d’Yves');
    expect(frenchDe('Hélène')).toBe('d’Hélène');
    expect(frenchDe('Yasmine')).toBe('de Yasmine');
    expect(frenchDe('Hamza')).toBe('de Hamza');
    expect(frenchDe('Karim')).toBe('de Karim');
  });

  it('every French "de <name>" text elides: the finance title of Adam is "Finances d’Adam"', async () => {
    window.localStorage.setItem('defaultLanguage', 'fr');
    const i18n = await initI18n(i18next.createInstance());
    await loadFeatureTexts(i18n, ['finances', 'students']);
    expect(i18n.t('finances.parent.title', { name: 'Adam El Idrissi' })).toBe('Finances d’Adam El Idrissi');
    expect(i18n.t('finances.parent.title', { name: 'Yasmine El Idrissi' })).toBe(
      'Finances de Yasmine El Idrissi',
    );
    expect(i18n.t('studentDetails.editNamed', { name: 'Omar' })).toBe('Modifier la fiche d’Omar');
  });
});
