import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitPage } from '../../../tests/helpers/renderKit';
import { CertificateDocument } from './CertificateDialog';
import type { Certificate } from './requests.schemas';

const certificate: Certificate = {
  reference: 'ATT-2026-000042',
  issuedOn: '2026-11-05',
  school: {
    name: 'Groupe Scolaire Al Amal',
    name_ar: 'مجموعة مدارس الأمل',
    branch: 'Casablanca Anfa',
    branch_ar: 'الدار البيضاء أنفا',
    city: 'Casablanca',
    address: '27, boulevard d’Anfa, 20040 Casablanca',
    phone: '+212 522 36 48 10',
  },
  student: {
    firstname_fr: 'Yasmine',
    lastname_fr: 'El Idrissi',
    firstname_ar: 'ياسمين',
    lastname_ar: 'الإدريسي',
    birthDate: '2016-03-14',
    gender: 'F',
    massar: 'J130000101',
  },
  level: 'CM1',
  className: 'CM1 A',
  year: '2026-2027',
  since: '2024-09-09',
};

describe('the certificate in Arabic keeps each Latin value in its order', () => {
  it('isolates the address (its own direction, its figures left to right), the phone and the year', async () => {
    await renderKitPage(<CertificateDocument certificate={certificate} lang="ar" />, { language: 'ar' });
    const address = await screen.findByText(
      (_, element) => element?.textContent === certificate.school.address && element.tagName === 'BDI',
    );
    // First-strong direction (no dir): the Latin address reads left to right inside the Arabic page.
    expect(address).not.toHaveAttribute('dir');
    expect([...address.querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent)).toEqual([
      '27',
      '20040',
    ]);
    expect(document.body.textContent).toContain(`\u2066${certificate.school.phone}\u2069`);
    expect(document.body.textContent).toContain(`\u2066${certificate.year}\u2069`);
  });
});
