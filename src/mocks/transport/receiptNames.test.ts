// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';

/** An expense receipt's stored name takes the extension of its detected type (docs/api.md "Uploads"). */
const API = 'http://localhost:3000/api';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('expense receipts: the name follows the detected type', () => {
  it('a PNG sent as recu.pdf is stored as recu.png', async () => {
    const token = await demoToken('admin');
    const car = db.data.transport.cars.find((item) => item.branchId === 1)!;
    const form = new FormData();
    form.append('carId', String(car.id));
    form.append('type', 'fuel');
    form.append('amount', '120');
    form.append('date', todayIso());
    form.append('receipt', new File([PNG], 'recu.pdf', { type: 'application/pdf' }));
    const sent = await fetch(`${API}/transport/expenses?branch=1&year=2`, {
      method: 'POST',
      headers: { Authorization: token, 'Idempotency-Key': 'receipt-name' },
      body: form,
    });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { receipt: unknown }).receipt).toEqual({
      name: 'recu.png',
      mimeType: 'image/png',
    });
  });
});
