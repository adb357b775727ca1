import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/shell';

beforeAll(async () => {
  await import('../StudentDetailsPage');
}, 60_000);

/** The value of the student's overview field "Enseignant principal" / "الأستاذ الرئيسي". */
const teacherValue = async (label: string) => {
  const term = await screen.findByText(label, {}, { timeout: 15_000 });
  return term.nextElementSibling?.textContent?.trim() ?? '';
};

describe('the class teacher’s civility in the reader’s language (a student’s overview)', () => {
  it('ar: the teacher is named in Arabic script, السيدة/السيد, as the record holds it (Mixed scripts)', async () => {
    await renderSignedIn('admin', '/studentdetails?id=101', { language: 'ar' });
    const value = await teacherValue('الأستاذ الرئيسي');
    expect(value).toMatch(/^(السيدة|السيد) \S/);
    expect(value).not.toMatch(/[A-Za-z]/);
  });

  it('fr: the civility stays "Mme"/"M."', async () => {
    await renderSignedIn('admin', '/studentdetails?id=101', { language: 'fr' });
    expect(await teacherValue('Enseignant principal')).toMatch(/^(Mme|M\.) \S/);
  });
});
