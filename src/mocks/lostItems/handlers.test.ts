// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { todayIso } from '../../domain/dates';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const init: RequestInit = { method, headers: { Authorization: token, ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const answer = await fetch(`${API}/${path}`, init);
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function itemForm(fields: Record<string, string> = {}, file?: File): FormData {
  const form = new FormData();
  const values = {
    category: 'bag',
    description: 'Cartable bleu',
    place: 'Cour',
    foundOn: todayIso(),
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file) form.append('file', file, file.name);
  return form;
}

/** A found item of branch 1 waiting for its owner, recent enough to be shown to parents. */
function waitingItem() {
  const item = db.data.lostItems.items.find(
    (candidate) =>
      candidate.branchId === 1 && candidate.status === 'found' && candidate.foundOn >= '2026-11-01',
  );
  if (!item) throw new Error('seed: no recent found item in branch 1');
  return item;
}

describe('lost items demo API: permissions', () => {
  it('staff without view-lost-items-page are refused the list and the create (403, the catalogue message)', async () => {
    const token = await demoToken('staff');
    const list = await call('GET', 'lost-items?branch=1&year=2', token);
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('User does not have the required permission.');
    const create = await call('POST', 'lost-items?branch=1&year=2', token, itemForm());
    expect(create.status).toBe(403);
  });

  it('a parent may not record a found item, nor change an item or a request', async () => {
    const token = await demoToken('parent');
    expect((await call('POST', 'lost-items?branch=1&year=2', token, itemForm())).status).toBe(403);
    const item = waitingItem();
    expect((await call('POST', `lost-items/${item.id}/transitions`, token, { to: 'disposed' })).status).toBe(
      403,
    );
    expect((await call('POST', 'lost-item-requests/1/transitions', token, { to: 'closed' })).status).toBe(
      403,
    );
  });

  it('staff may not send a claim (only a family claims for its own child)', async () => {
    const token = await demoToken('admin');
    const answer = await call('POST', 'lost-item-requests?student=101&year=2', token, {
      kind: 'lost',
      description: 'Manteau',
    });
    expect(answer.status).toBe(403);
  });
});

describe('lost items demo API: recording a found item', () => {
  it('records an item with a PNG photo, served back with its type', async () => {
    const token = await demoToken('admin');
    const created = await call(
      'POST',
      'lost-items?branch=1&year=2',
      token,
      itemForm({}, new File([PNG], 'sac.png', { type: 'image/png' })),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'found', category: 'bag', hasPhoto: true });
    const photo = await fetch(`${API}/lost-items/${String(created.body.id)}/photo`, {
      headers: { Authorization: token },
    });
    expect(photo.headers.get('Content-Type')).toBe('image/png');
  });

  it('non-image upload refused: a text file named and typed as a PNG is refused by its content', async () => {
    const token = await demoToken('admin');
    const before = db.data.lostItems.items.length;
    const fake = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    const answer = await call('POST', 'lost-items?branch=1&year=2', token, itemForm({}, fake));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'UNSUPPORTED_TYPE', errors: { file: 'UNSUPPORTED_TYPE' } });
    expect(db.data.lostItems.items).toHaveLength(before);
  });

  it('validates the fields with codes: required, unknown category, date in the future, too long', async () => {
    const token = await demoToken('admin');
    const answer = await call(
      'POST',
      'lost-items?branch=1&year=2',
      token,
      itemForm({ category: 'spaceship', description: '', place: 'x'.repeat(121), foundOn: '2999-01-01' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      category: 'UNKNOWN_CATEGORY',
      description: 'REQUIRED',
      place: 'TOO_LONG',
      foundOn: 'DATE_IN_FUTURE',
    });
  });

  it('idempotent create: the same Idempotency-Key twice records one item', async () => {
    const token = await demoToken('admin');
    const before = db.data.lostItems.items.length;
    const headers = { 'Idempotency-Key': 'lost-item-key-1' };
    const first = await call('POST', 'lost-items?branch=1&year=2', token, itemForm(), headers);
    const second = await call('POST', 'lost-items?branch=1&year=2', token, itemForm(), headers);
    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(db.data.lostItems.items).toHaveLength(before + 1);
  });
});

describe('lost items demo API: disposal proposal', () => {
  it('counts and filters the unclaimed items older than the branch delay; a shorter delay proposes more', async () => {
    const token = await demoToken('admin');
    const list = await call('GET', 'lost-items?branch=1&year=2&proposed=1&pageSize=200', token);
    const items = list.body.items as Array<{ status: string; proposedForDisposal: boolean }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.status === 'found' && item.proposedForDisposal)).toBe(true);
    expect(list.body.proposed).toBe(items.length);

    expect(
      (await call('PUT', 'lost-items/settings?branch=1&year=2', token, { disposalDays: 7 })).status,
    ).toBe(200);
    const after = await call('GET', 'lost-items/summary?branch=1&year=2', token);
    expect(after.body.proposedForDisposal as number).toBeGreaterThan(items.length);
    const refused = await call('PUT', 'lost-items/settings?branch=1&year=2', token, { disposalDays: 2 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ disposalDays: 'INVALID_DISPOSAL_DELAY' });
  });

  it('a found item is disposed; a disposed one cannot change again', async () => {
    const token = await demoToken('admin');
    const item = waitingItem();
    const disposed = await call('POST', `lost-items/${item.id}/transitions`, token, { to: 'disposed' });
    expect(disposed.body.status).toBe('disposed');
    const again = await call('POST', `lost-items/${item.id}/transitions`, token, { to: 'found' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
  });
});

describe('lost items demo API: family scope', () => {
  it("a parent lists only the selected child's requests, and is refused another family's child", async () => {
    const token = await demoToken('parent');
    const mine = await call('GET', 'lost-item-requests?student=101&year=2', token);
    expect(mine.status).toBe(200);
    const rows = mine.body.items as Array<{ student: { studentid: number } }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.student.studentid === 101)).toBe(true);

    const other = db.data.lostItems.requests.find(
      (request) => request.studentId !== 101 && request.studentId !== 102,
    );
    expect(other).toBeDefined();
    const theirs = await call('GET', `lost-item-requests?student=${other!.studentId}&year=2`, token);
    expect(theirs.status).toBe(403);
    const claim = await call('POST', `lost-item-requests?student=${other!.studentId}&year=2`, token, {
      kind: 'lost',
      description: 'Manteau',
    });
    expect(claim.status).toBe(403);
  });

  it("a parent browses only the waiting items of the child's branch", async () => {
    const token = await demoToken('parent');
    const answer = await call('GET', 'lost-items/recent?student=101&year=2&pageSize=200', token);
    const rows = answer.body.items as Array<{ id: number }>;
    const ids = new Set(rows.map((row) => row.id));
    for (const item of db.data.lostItems.items) {
      if (ids.has(item.id)) expect(item).toMatchObject({ branchId: 1, status: 'found' });
    }
    expect(ids.has(waitingItem().id)).toBe(true);
  });
});

describe('lost items demo API: claim, match and notifications', () => {
  it('a claim marks the item claimed and notifies staff; a second claim is refused; a match notifies the parent', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const item = waitingItem();
    const adminNotes = db.data.notifications.filter((note) => note.userId === 1).length;
    const claim = await call(
      'POST',
      'lost-item-requests?student=101&year=2',
      parent,
      { kind: 'claim', itemId: item.id, description: '<img src=x onerror=alert(1)>' },
      { 'Idempotency-Key': 'claim-1' },
    );
    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({
      status: 'pending',
      kind: 'claim',
      description: '<img src=x onerror=alert(1)>',
    });
    expect(item.status).toBe('claimed');
    expect(db.data.notifications.filter((note) => note.userId === 1).length).toBe(adminNotes + 1);

    const again = await call('POST', 'lost-item-requests?student=101&year=2', parent, {
      kind: 'claim',
      itemId: item.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ITEM_NOT_AVAILABLE');

    const parentNotes = db.data.notifications.filter((note) => note.userId === 3).length;
    const matched = await call('POST', `lost-item-requests/${String(claim.body.id)}/transitions`, admin, {
      to: 'matched',
    });
    expect(matched.body).toMatchObject({ status: 'matched', item: { id: item.id } });
    expect(db.data.notifications.filter((note) => note.userId === 3).length).toBe(parentNotes + 1);

    // Returning the item closes the matched request.
    const returned = await call('POST', `lost-items/${item.id}/transitions`, admin, { to: 'returned' });
    expect(returned.body.status).toBe('returned');
    const request = db.data.lostItems.requests.find((entry) => entry.id === claim.body.id);
    expect(request?.status).toBe('closed');
  });

  it('rejecting needs a reason, and frees the claimed item', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const item = waitingItem();
    const claim = await call('POST', 'lost-item-requests?student=101&year=2', parent, {
      kind: 'claim',
      itemId: item.id,
    });
    const path = `lost-item-requests/${String(claim.body.id)}/transitions`;
    const bare = await call('POST', path, admin, { to: 'rejected' });
    expect(bare.body.code).toBe('REASON_REQUIRED');
    const rejected = await call('POST', path, admin, { to: 'rejected', reason: 'Pas le bon sac' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Pas le bon sac' });
    expect(item.status).toBe('found');
  });

  it('a described lost item is matched to a waiting item by staff; matching needs an item', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const lost = await call('POST', 'lost-item-requests?student=101&year=2', parent, {
      kind: 'lost',
      description: 'Gourde verte',
      category: 'bottle',
      lostOn: todayIso(),
    });
    expect(lost.status).toBe(201);
    const path = `lost-item-requests/${String(lost.body.id)}/transitions`;
    const bare = await call('POST', path, admin, { to: 'matched' });
    expect(bare.body.errors).toEqual({ itemId: 'ITEM_REQUIRED' });
    const item = waitingItem();
    const matched = await call('POST', path, admin, { to: 'matched', itemId: item.id });
    expect(matched.body).toMatchObject({ status: 'matched', item: { id: item.id } });
    expect(item.status).toBe('claimed');
  });

  it('a description is required for a lost item, and validated', async () => {
    const parent = await demoToken('parent');
    const answer = await call('POST', 'lost-item-requests?student=101&year=2', parent, {
      kind: 'lost',
      description: '',
      category: 'rocket',
      lostOn: 'yesterday',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      description: 'REQUIRED',
      category: 'UNKNOWN_CATEGORY',
      lostOn: 'INVALID_DATE',
    });
  });
});
