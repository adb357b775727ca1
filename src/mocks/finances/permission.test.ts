// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { demoToken, type DemoAccount } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { createSeed } from '../seed.ts';

const API = 'http://localhost:3000/api';

async function get(path: string, account: DemoAccount): Promise<Record<string, unknown>> {
  const answer = await fetch(`${API}/${path}`, { headers: { Authorization: await demoToken(account) } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

beforeEach(() => {
  db.load(createSeed({ students: 60 }));
});

/**
 * Every figure follows the permission of the module it comes from: the finance module's balances and totals are
 * sent only to staff holding its permission (docs/api.md "Dashboard" and "Students"). The secretariat
 * (staff@demo.test) has the dashboard and the student list, not the finances.
 */
describe('finance figures follow the finance permission in the demo API', () => {
  it('the dashboard sends no finance totals to staff without the finance permission', async () => {
    const secretariat = await get('dashboard?branch=1&year=2', 'staff');
    expect(secretariat.collection).toBeNull();
    expect(secretariat.overdue).toBeNull();
    expect(secretariat.paymentsToday).toBeNull();
    expect(secretariat.students).toMatchObject({ active: expect.any(Number) });

    const admin = await get('dashboard?branch=1&year=2', 'admin');
    expect(admin.collection).toMatchObject({ collectedToDate: expect.any(Number) });
    expect(admin.overdue).toMatchObject({ amount: expect.any(Number) });
    expect(admin.paymentsToday).toMatchObject({ count: expect.any(Number) });
  });

  it('the student list sends no balance to staff without the finance permission', async () => {
    const secretariat = (await get('students?branch=1&year=2', 'staff')) as { items: { balance: unknown }[] };
    expect(secretariat.items.length).toBeGreaterThan(0);
    expect(secretariat.items.every((item) => item.balance === null)).toBe(true);

    const admin = (await get('students?branch=1&year=2', 'admin')) as { items: { balance: unknown }[] };
    expect(admin.items.every((item) => typeof item.balance === 'number')).toBe(true);
    expect(admin.items.some((item) => (item.balance as number) > 0)).toBe(true);
  });

  it('the same secretariat gets the balances once a role grants the finance permission', async () => {
    const staffUser = db.data.users.find((user) => user.email === 'staff@demo.test')!;
    for (const role of staffUser.roles) role.permissions.push('view-studentengagements-page');
    const dashboard = await get('dashboard?branch=1&year=2', 'staff');
    expect(dashboard.collection).not.toBeNull();
    const list = (await get('students?branch=1&year=2', 'staff')) as { items: { balance: unknown }[] };
    expect(list.items.every((item) => typeof item.balance === 'number')).toBe(true);
  });
});

describe('pre-registration figures follow the pre-registrations permission in the demo API', () => {
  it('the dashboard sends no pre-registration figures to staff without that permission, and sends them with it', async () => {
    const secretariat = await get('dashboard?branch=1&year=2', 'staff');
    expect(secretariat.preregistrations).toBeNull();
    const admin = await get('dashboard?branch=1&year=2', 'admin');
    expect(admin.preregistrations).toMatchObject({ total: expect.any(Number), byStatus: expect.any(Array) });

    const staffUser = db.data.users.find((user) => user.email === 'staff@demo.test')!;
    for (const role of staffUser.roles) role.permissions.push('view-preregistrations-page');
    expect((await get('dashboard?branch=1&year=2', 'staff')).preregistrations).toMatchObject({
      total: expect.any(Number),
    });
  });
});
