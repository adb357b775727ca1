// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

// The school's identity (docs/api.md "School identity") and what printed documents carry of it.
const SCOPE = 'branch=1&year=2';
const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

function upload(bytes: Uint8Array<ArrayBuffer>, type: string, name: string): FormData {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
}

describe('School identity', () => {
  it('is read and saved by staff who open the school settings; names in both scripts and legal identifiers', async () => {
    const admin = await demoToken('admin');
    const read = await demoCall('GET', `school/identity?${SCOPE}`, admin);
    expect(read.body).toMatchObject({
      school: {
        name: 'Groupe Scolaire Al Amal',
        name_ar: 'مجموعة مدارس الأمل',
        defaultLanguage: 'fr',
        logo: null,
      },
      branch: { name: 'Casablanca Anfa', legal: { ice: '001527384000067' } },
    });
    const input = {
      school: { ...read.body.school, defaultLanguage: 'ar' },
      branch: { ...read.body.branch, legal: { ...read.body.branch.legal, ice: '123' }, email: 'a@b.c?bcc=x' },
    };
    const refused = await demoCall('PUT', `school/identity?${SCOPE}`, admin, input);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'branch.legal.ice': 'INVALID_ICE',
      'branch.email': 'INVALID_EMAIL',
    });
    input.branch.legal.ice = '009876543000012';
    input.branch.email = 'direction@alamal.demo.test';
    const saved = await demoCall('PUT', `school/identity?${SCOPE}`, admin, input);
    expect(saved.body.branch.legal.ice).toBe('009876543000012');
    expect(db.data.schools[0]!.defaultLanguage).toBe('ar');
    // GET user tells the app the school's language.
    const user = await demoCall('GET', 'user', admin);
    expect(user.body.branchs[0].school).toEqual({
      schoolname: 'Groupe Scolaire Al Amal',
      defaultLanguage: 'ar',
    });

    const staff = await demoToken('staff');
    expect((await demoCall('GET', `school/identity?${SCOPE}`, staff)).status).toBe(403);
    expect((await demoCall('PUT', `school/identity?${SCOPE}`, staff, input)).status).toBe(403);
  });

  it('takes a logo checked by its content: an SVG or a page named logo.png is refused, a PNG is kept', async () => {
    const admin = await demoToken('admin');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await demoCall(
      'PUT',
      `school/identity/logo?${SCOPE}`,
      admin,
      upload(svg, 'image/png', 'logo.png'),
    );
    expect(refused).toMatchObject({ status: 422, body: { code: 'UNSUPPORTED_TYPE' } });
    const big = new Uint8Array(300 * 1024);
    big.set(PNG);
    expect(
      (await demoCall('PUT', `school/identity/logo?${SCOPE}`, admin, upload(big, 'image/png', 'l.png')))
        .status,
    ).toBe(413);
    const kept = await demoCall(
      'PUT',
      `school/identity/logo?${SCOPE}`,
      admin,
      upload(PNG, 'image/webp', 'logo.webp'),
    );
    expect(kept.body.school.logo).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('receipts and certificates print it: legal identifiers, e-mail, Arabic names and the logo', async () => {
    const admin = await demoToken('admin');
    await demoCall('PUT', `school/identity/logo?${SCOPE}`, admin, upload(PNG, 'image/png', 'logo.png'));
    const payment = db.data.payments.find((candidate) => candidate.branchId === 1 && candidate.yearId === 2)!;
    const receipt = await demoCall('GET', `payments/${payment.id}/receipt`, admin);
    expect(receipt.body.school).toMatchObject({
      name: 'Groupe Scolaire Al Amal',
      name_ar: 'مجموعة مدارس الأمل',
      branch_ar: 'الدار البيضاء أنفا',
      email: 'anfa@alamal.demo.test',
      legal: [
        'ICE 001527384000067',
        'RC Casablanca 284913',
        'IF 40218735',
        'Patente 34785120',
        'CNSS 7241865',
      ],
    });
    expect(receipt.body.school.logo).toMatch(/^data:image\/png;base64,/);
  });
});
