import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  centsOfCmiAmount,
  cmiAmount,
  cmiHash,
  cmiHashInput,
  naturalCompare,
  settleCallback,
  stateOnReturn,
  verifyCmiHash,
} from './onlinePayments';

/** A hosted-page form as the API signs it (the processor's parameter names, in their own case). */
const FORM = {
  clientid: '600000000',
  storetype: '3D_PAY_HOSTING',
  TranType: 'PreAuth',
  amount: '2200.00',
  currency: '504',
  oid: 'OP-2026-000017',
  okUrl: 'https://ecole.example/api/online-payments/return',
  failUrl: 'https://ecole.example/api/online-payments/return',
  callbackUrl: 'https://ecole.example/api/online-payments/cmi/callback',
  lang: 'fr',
  rnd: '8f2c41',
  hashAlgorithm: 'ver3',
  encoding: 'UTF-8',
  BillToName: 'Karim El Idrissi | Famille',
  email: 'parent@demo.test',
};

describe('Online payments: the CMI hash (version 3)', () => {
  it('hashes the values in the natural, case-insensitive order of their names, without hash and encoding, escaped, then the store key', () => {
    expect(cmiHashInput(FORM, 'Store\\Key|1')).toBe(
      [
        '2200.00', // amount
        'Karim El Idrissi \\| Famille', // BillToName (`|` escaped)
        'https://ecole.example/api/online-payments/cmi/callback', // callbackUrl
        '600000000', // clientid
        '504', // currency
        'parent@demo.test', // email
        'https://ecole.example/api/online-payments/return', // failUrl
        'ver3', // hashAlgorithm
        'fr', // lang
        'OP-2026-000017', // oid
        'https://ecole.example/api/online-payments/return', // okUrl
        '8f2c41', // rnd
        '3D_PAY_HOSTING', // storetype
        'PreAuth', // TranType
        'Store\\\\Key\\|1', // the store key, `\` and `|` escaped
      ].join('|'),
    );
    // Natural order: a number in a name counts as a number.
    expect(['param10', 'Param2', 'param1'].sort(naturalCompare)).toEqual(['param1', 'Param2', 'param10']);
  });

  it('is the base64 of the SHA-512 of that text, and a changed amount or key no longer verifies', async () => {
    const hash = await cmiHash(FORM, 'TEST1234');
    expect(hash).toBe(createHash('sha512').update(cmiHashInput(FORM, 'TEST1234'), 'utf8').digest('base64'));
    expect(await verifyCmiHash({ ...FORM, HASH: hash }, 'TEST1234')).toBe(true);
    expect(await verifyCmiHash({ ...FORM, amount: '22.00', HASH: hash }, 'TEST1234')).toBe(false);
    expect(await verifyCmiHash({ ...FORM, HASH: hash }, 'another key')).toBe(false);
    expect(await verifyCmiHash(FORM, 'TEST1234')).toBe(false);
    // Arabic names are hashed as UTF-8.
    const arabic = { ...FORM, BillToName: 'كريم الإدريسي' };
    expect(await cmiHash(arabic, 'k')).toBe(
      createHash('sha512').update(cmiHashInput(arabic, 'k'), 'utf8').digest('base64'),
    );
  });

  it('writes amounts as the processor does and reads them back to the cent', () => {
    expect(cmiAmount(220000)).toBe('2200.00');
    expect(cmiAmount(5)).toBe('0.05');
    expect(centsOfCmiAmount('2200.5')).toBe(220050);
    expect(centsOfCmiAmount('2200')).toBe(220000);
    expect(centsOfCmiAmount('22,00')).toBeNull();
    expect(centsOfCmiAmount('-3.00')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(centsOfCmiAmount(cmiAmount(cents))).toBe(cents);
      }),
    );
  });
});

describe('Online payments: the callback records a payment once, whatever the order of events', () => {
  it('an accepted callback for the order amount records it; the same callback again changes nothing', () => {
    const first = settleCallback('pending', 220000, { procReturnCode: '00', amountCents: 220000 });
    expect(first).toEqual({ status: 'paid', record: true, answer: 'ACTION=POSTAUTH' });
    const again = settleCallback(first.status, 220000, { procReturnCode: '00', amountCents: 220000 });
    expect(again).toEqual({ status: 'paid', record: false, answer: 'APPROVED' });
  });

  it('a refusal leaves the order open: a later acceptance (another try on the bank page) is recorded', () => {
    const refused = settleCallback('pending', 220000, { procReturnCode: '05', amountCents: 220000 });
    expect(refused).toEqual({ status: 'refused', record: false, answer: 'APPROVED' });
    expect(settleCallback('refused', 220000, { procReturnCode: '00', amountCents: 220000 }).record).toBe(
      true,
    );
    // Without a return code it is a refusal too (the processor's documentation).
    expect(settleCallback('pending', 220000, { procReturnCode: undefined, amountCents: 220000 }).status).toBe(
      'refused',
    );
    // A refusal after the acceptance does not undo it.
    expect(settleCallback('paid', 220000, { procReturnCode: '05', amountCents: 220000 }).status).toBe('paid');
  });

  it('an accepted amount that is not the order’s records nothing and answers FAILURE', () => {
    expect(settleCallback('pending', 220000, { procReturnCode: '00', amountCents: 22000 })).toEqual({
      status: 'pending',
      record: false,
      answer: 'FAILURE',
    });
  });

  it('the callback before or after the parent’s return: the return never decides a payment', () => {
    // Return first through the success address: being confirmed; the callback then records it.
    const back = stateOnReturn('pending', 'ok');
    expect(back).toBe('pending');
    expect(settleCallback(back, 100, { procReturnCode: '00', amountCents: 100 }).record).toBe(true);
    // Callback first: the return keeps its word.
    expect(stateOnReturn('paid', 'ok')).toBe('paid');
    expect(stateOnReturn('paid', 'fail')).toBe('paid');
    expect(stateOnReturn('refused', 'fail')).toBe('refused');
    // Back through the failure address with no word from the bank: cancelled, yet a late acceptance still counts.
    expect(stateOnReturn('pending', 'fail')).toBe('cancelled');
    expect(settleCallback('cancelled', 100, { procReturnCode: '00', amountCents: 100 }).record).toBe(true);
  });
});

describe('Online payments: what a parent may choose to pay, in cents', () => {
  const lines = [
    { dueDate: '2026-10-05', label: 'Octobre', outstandingCents: 120050 },
    { dueDate: '2026-11-05', label: 'Novembre', outstandingCents: 220000 },
    { dueDate: '2026-12-05', label: 'Décembre', outstandingCents: 220000 },
    { dueDate: '2026-12-05', label: 'Transport', outstandingCents: 70000 },
    { dueDate: '2027-01-05', label: 'Janvier', outstandingCents: 0 },
  ];
  const today = '2026-11-22';

  it('the next installment is the dashboard’s; overdue is everything due before today', () => {
    expect(amountToPay('next', lines, today)).toEqual({ ok: true, cents: 290000 });
    expect(amountToPay('overdue', lines, today)).toEqual({ ok: true, cents: 340050 });
  });

  it('a typed amount is between the minimum and the balance, to the cent', () => {
    expect(amountToPay('amount', lines, today, 630050)).toEqual({ ok: true, cents: 630050 });
    expect(amountToPay('amount', lines, today, 630051)).toEqual({ ok: false, reason: 'over-balance' });
    expect(amountToPay('amount', lines, today, 999)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(amountToPay('amount', lines, today, 1000)).toEqual({ ok: true, cents: 1000 });
    // Less than the minimum owed: that balance may be paid.
    expect(
      amountToPay('amount', [{ dueDate: today, label: 'x', outstandingCents: 500 }], today, 500),
    ).toEqual({
      ok: true,
      cents: 500,
    });
  });

  it('nothing owed: nothing to pay, whatever the choice', () => {
    const paid = lines.map((line) => ({ ...line, outstandingCents: 0 }));
    for (const choice of ['next', 'overdue', 'amount'] as const) {
      expect(amountToPay(choice, paid, today, 1000)).toEqual({ ok: false, reason: 'nothing-due' });
    }
    const onlyLate = [{ dueDate: '2026-10-05', label: 'Octobre', outstandingCents: 100 }];
    expect(amountToPay('next', onlyLate, today)).toEqual({ ok: false, reason: 'nothing-due' });
    expect(amountToPay('overdue', lines.slice(2), today)).toEqual({ ok: false, reason: 'nothing-due' });
  });
});
