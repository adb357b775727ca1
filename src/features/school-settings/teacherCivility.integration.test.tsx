import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';

/** Each class's line "teacher · room" of the classes card. */
const teacherLines = async () => {
  const cm1 = await screen.findByRole('region', { name: /CM1/ }, { timeout: 15_000 });
  return within(cm1)
    .getAllByText(/·/, { selector: 'p' })
    .map((line) => line.textContent ?? '');
};

describe('the class teacher’s civility in the reader’s language (school settings, classes)', () => {
  it('ar: each teacher is named in Arabic script, السيدة/السيد, as the record holds it (Mixed scripts)', async () => {
    await renderSignedIn('admin', '/gestion-scholaire-parametre', { language: 'ar' });
    const lines = await teacherLines();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/(^|\s)(Mme|M\.)\s/);
      expect(line).toMatch(/^(السيدة|السيد) /);
      expect(line.split('·')[0]).not.toMatch(/[A-Za-z]/);
    }
  });

  it('fr: the civility stays "Mme"/"M."', async () => {
    await renderSignedIn('admin', '/gestion-scholaire-parametre', { language: 'fr' });
    const lines = await teacherLines();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^(Mme|M\.) /);
  });
});
