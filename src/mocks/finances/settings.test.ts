// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';
const PATH = 'finance/settings?branch=1&year=2';

async function call(method: string, path: string, token: string, body?: unknown) {
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

interface Settings {
  currency: string;
  feeTypes: Array<{ id: number; kind: string; level: string | null; amount: number }>;
  templates: Array<{ code: string; installments: Array<{ label: string | null; dueDate: string }> }>;
  paymentMethods: Array<{ method: string; enabled: boolean }>;
  discountRules: Array<{ id: number; kind: string; label: string; percent: number }>;
  receipt: { prefix: string; nextNumber: number; minNextNumber: number; header: string; preview: string };
}

function stored() {
  return db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
}

describe('financial settings (docs/api.md "Financial settings")', () => {
  it('GET answers fees per level, templates with due dates, methods, discounts and the receipt preview', async () => {
    const token = await demoToken('admin');
    const { status, body } = await call('GET', PATH, token);
    expect(status).toBe(200);
    const settings = body as unknown as Settings;
    expect(settings.currency).toBe('MAD');
    expect(settings.feeTypes.filter((fee) => fee.kind === 'tuition')).toHaveLength(12);
    expect(
      settings.feeTypes.find((fee) => fee.kind === 'tuition' && fee.level === 'CM1')?.amount,
    ).toBeGreaterThan(0);
    const monthly = settings.templates.find((template) => template.code === 'monthly10')!;
    expect(monthly.installments[0]).toEqual({ label: 'Septembre', dueDate: '2026-09-10' });
    expect(monthly.installments.at(-1)).toEqual({ label: 'Juin', dueDate: '2027-06-05' });
    expect(settings.paymentMethods.every((method) => method.enabled)).toBe(true);
    expect(settings.receipt.nextNumber).toBe(settings.receipt.minNextNumber);
    expect(settings.receipt.preview).toBe(
      `${settings.receipt.prefix}-2026-${String(settings.receipt.nextNumber).padStart(6, '0')}`,
    );
  });

  it('PUT saves amounts, methods, discounts and numbering; the answer has the new preview', async () => {
    const token = await demoToken('admin');
    const before = (await call('GET', PATH, token)).body as unknown as Settings;
    const fee = before.feeTypes[0]!;
    const rule = before.discountRules[0]!;
    const next = before.receipt.minNextNumber + 10;
    const { status, body } = await call('PUT', PATH, token, {
      feeTypes: [{ id: fee.id, amount: 1234.5 }],
      paymentMethods: ['cash', 'transfer'],
      discountRules: [{ id: rule.id, label: 'Fratrie', percent: 12.5 }],
      receipt: { prefix: 'CASA', nextNumber: next, header: 'Groupe Scolaire Al Amal\nBd Anfa, Casablanca' },
    });
    expect(status).toBe(200);
    const after = body as unknown as Settings;
    expect(after.feeTypes[0]!.amount).toBe(1234.5);
    expect(stored().feeTypes[0]!.amountCents).toBe(123450);
    expect(after.paymentMethods.filter((m) => m.enabled).map((m) => m.method)).toEqual(['cash', 'transfer']);
    expect(after.discountRules[0]).toMatchObject({ label: 'Fratrie', percent: 12.5 });
    expect(after.receipt.preview).toBe(`CASA-2026-${String(next).padStart(6, '0')}`);
  });

  it('validates every section and saves nothing when one is wrong', async () => {
    const token = await demoToken('admin');
    const before = (await call('GET', PATH, token)).body as unknown as Settings;
    const fee = before.feeTypes[0]!;
    const cases: Array<[unknown, string]> = [
      [{ feeTypes: [{ id: fee.id, amount: -1 }] }, 'INVALID_AMOUNT'],
      [{ feeTypes: [{ id: fee.id, amount: 10.005 }] }, 'INVALID_AMOUNT'],
      [{ feeTypes: [{ id: 0, amount: 10 }] }, 'UNKNOWN_FEE_TYPE'],
      [{ paymentMethods: [] }, 'NO_PAYMENT_METHOD'],
      [{ discountRules: [{ id: before.discountRules[0]!.id, label: 'x', percent: 101 }] }, 'INVALID_PERCENT'],
      [{ receipt: { ...before.receipt, prefix: 'ca-1' } }, 'INVALID_PREFIX'],
      [
        { receipt: { ...before.receipt, nextNumber: before.receipt.minNextNumber - 1 } },
        'NUMBER_ALREADY_USED',
      ],
      [{ receipt: { ...before.receipt, header: '' } }, 'INVALID_HEADER'],
    ];
    for (const [body, code] of cases) {
      const answer = await call('PUT', PATH, token, {
        feeTypes: [{ id: fee.id, amount: 1 }],
        ...(body as object),
      });
      expect(answer, code).toMatchObject({ status: 422, body: { code } });
    }
    expect(stored().feeTypes[0]!.amountCents).toBe(Math.round(fee.amount * 100));
  });

  it('refuses staff without view-financial-params-page and parents', async () => {
    expect((await call('GET', PATH, await demoToken('staff'))).status).toBe(403);
    expect((await call('PUT', PATH, await demoToken('parent'), { paymentMethods: ['cash'] })).status).toBe(
      403,
    );
  });

  it('PUT templates replaces the installments of a template; existing engagements keep theirs', async () => {
    const token = await demoToken('admin');
    const quarterly = stored().templates.find((template) => template.code === 'quarterly3')!;
    const installmentsBefore = db.data.installments.length;
    const { status, body } = await call('PUT', PATH, token, {
      templates: [
        {
          id: quarterly.id,
          installments: [
            { label: ' Rentrée ', dueDate: '2026-09-15' },
            { label: 'Printemps', dueDate: '2027-03-01' },
          ],
        },
      ],
    });
    expect(status).toBe(200);
    const answer = (body as unknown as Settings).templates.find(
      (template) => template.code === 'quarterly3',
    )!;
    expect(answer.installments).toEqual([
      { label: 'Rentrée', dueDate: '2026-09-15' },
      { label: 'Printemps', dueDate: '2027-03-01' },
    ]);
    expect(quarterly.parts).toEqual([
      { label: 'Rentrée', month: 9, day: 15 },
      { label: 'Printemps', month: 3, day: 1 },
    ]);
    expect(db.data.installments.length).toBe(installmentsBefore);
  });

  it('PUT templates refuses an empty list, a missing label, a date outside the year or out of order', async () => {
    const token = await demoToken('admin');
    const once = stored().templates.find((template) => template.code === 'once')!;
    const before = JSON.stringify(once.parts);
    const cases: Array<[unknown[], string, string]> = [
      [[], 'INVALID_INSTALLMENTS', 'templates.0.installments'],
      [[{ label: '  ', dueDate: '2026-09-10' }], 'INVALID_LABEL', 'templates.0.installments.0.label'],
      [[{ label: 'A', dueDate: '2028-01-10' }], 'INVALID_DUE_DATE', 'templates.0.installments.0.dueDate'],
      [[{ label: 'A', dueDate: '2026-09-30' }], 'INVALID_DUE_DATE', 'templates.0.installments.0.dueDate'],
      [
        [
          { label: 'A', dueDate: '2026-10-10' },
          { label: 'B', dueDate: '2026-09-10' },
        ],
        'DUE_DATE_ORDER',
        'templates.0.installments.1.dueDate',
      ],
    ];
    for (const [installments, code, field] of cases) {
      const { status, body } = await call('PUT', PATH, token, { templates: [{ id: once.id, installments }] });
      expect(status).toBe(422);
      expect(body).toMatchObject({ code, field });
    }
    expect(
      (await call('PUT', PATH, token, { templates: [{ id: 999_999, installments: [] }] })).body,
    ).toMatchObject({ code: 'UNKNOWN_TEMPLATE', field: 'templates.0.id' });
    expect(JSON.stringify(once.parts)).toBe(before);
  });
});
