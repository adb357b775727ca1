// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';

interface Entry {
  id: number;
  kind: 'reply' | 'note' | 'state';
  text: string;
  authorRole: string;
}
interface Detail {
  id: number;
  reference: string;
  state: string;
  overdue: boolean;
  dueDate: string;
  student: { studentid: number };
  thread: Entry[];
  allowedTransitions: string[];
  attachments: Array<{ name: string; path: string }>;
  answers: Array<{ key: string; value: string }>;
  assignee: { id: number } | null;
}

async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const isForm = body instanceof FormData;
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers: {
      Authorization: token,
      ...(isForm || body === undefined ? {} : { 'Content-Type': 'application/json' }),
      // Creates of requests and replies require a key (docs/api.md "Idempotency"); a test may send its own.
      ...(method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const type = answer.headers.get('Content-Type') ?? '';
  return {
    status: answer.status,
    body: type.includes('json') ? ((await answer.json()) as Record<string, unknown>) : {},
  };
}

/** The parent's child in Casablanca (seed): Yasmine, student 101. */
const CHILD = 101;

function submission(typeId: number, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('studentId', String(CHILD));
  form.append('typeId', String(typeId));
  form.append('text', 'Merci de nous envoyer le certificat.');
  form.append('answers', JSON.stringify({ purpose: 'CAF', ...extra }));
  return form;
}

function certificateType(branch = 1) {
  return db.data.requests.types.find((type) => type.branchId === branch && type.kind === 'certificate')!;
}

describe('Requests demo API', () => {
  it('family scope: a parent lists only their own child, and never sees another family’s request', async () => {
    const parent = await demoToken('parent');
    const own = await call('GET', `requests?branch=1&year=2&student=${CHILD}`, parent);
    expect(own.status).toBe(200);
    const items = own.body.items as Detail[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.student.studentid === CHILD)).toBe(true);
    // Another family's child: the same 404 as a child that does not exist.
    const other = db.data.requests.items.find((item) => item.branchId === 1 && item.studentId > 102)!;
    expect((await call('GET', `requests?branch=1&year=2&student=${other.studentId}`, parent)).status).toBe(
      404,
    );
    expect((await call('GET', `requests/${other.id}`, parent)).status).toBe(404);
    expect((await call('GET', 'requests/999999', parent)).status).toBe(404);
    expect((await call('POST', `requests/${other.id}/replies`, parent, { text: 'Bonjour' })).status).toBe(
      404,
    );
    expect(
      (await call('POST', `requests/${other.id}/transitions`, parent, { to: 'open', reason: 'x' })).status,
    ).toBe(404);
  });

  it('internal notes are never sent to a parent, in the detail or in any answer of their own actions', async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const mine = db.data.requests.items.find((item) => item.studentId === CHILD && item.state === 'open')!;
    const noted = await call('POST', `requests/${mine.id}/replies`, admin, {
      text: 'Note interne : vérifier le dossier',
      internal: true,
    });
    expect(noted.status).toBe(201);
    expect((noted.body.thread as Entry[]).some((entry) => entry.kind === 'note')).toBe(true);
    const seen = await call('GET', `requests/${mine.id}`, parent);
    const thread = seen.body.thread as Entry[];
    expect(thread.some((entry) => entry.kind === 'note')).toBe(false);
    expect(JSON.stringify(seen.body)).not.toContain('Note interne');
    const replied = await call('POST', `requests/${mine.id}/replies`, parent, { text: 'Merci' });
    expect(JSON.stringify(replied.body)).not.toContain('Note interne');
    // Seeded notes too (every request past "in progress" carries one).
    for (const item of db.data.requests.items.filter((candidate) => candidate.studentId === CHILD)) {
      const answer = await call('GET', `requests/${item.id}`, parent);
      expect((answer.body.thread as Entry[]).every((entry) => entry.kind !== 'note')).toBe(true);
    }
    // A parent cannot write one.
    expect(
      (await call('POST', `requests/${mine.id}/replies`, parent, { text: 'x', internal: true })).status,
    ).toBe(403);
  });

  it('permissions: staff without the requests permission are refused; only settings holders configure types', async () => {
    const staff = await demoToken('staff');
    const parent = await demoToken('parent');
    expect((await call('GET', 'requests?branch=1&year=2', staff)).status).toBe(403);
    expect((await call('GET', 'requests/summary?branch=1&year=2', parent)).status).toBe(403);
    const body = { name_fr: 'Autre', permission: 'view-request-page', delayDays: 3, fields: [] };
    expect((await call('POST', 'request-types?branch=1&year=2', parent, body)).status).toBe(403);
    expect((await call('POST', 'request-types?branch=1&year=2', staff, body)).status).toBe(403);
    // Staff never make a request in a family's name here.
    const admin = await demoToken('admin');
    expect(
      (await call('POST', 'requests?branch=1&year=2', admin, submission(certificateType().id))).status,
    ).toBe(403);
  });

  it('validates a type and a request with clear codes', async () => {
    const admin = await demoToken('admin');
    const badType = await call('POST', 'request-types?branch=1&year=2', admin, {
      name_fr: '',
      permission: 'view-everything',
      delayDays: 0,
      fields: [{ label_fr: 'Choix', kind: 'choice', choices: ['seul'] }],
    });
    expect(badType.status).toBe(422);
    expect(badType.body.errors).toEqual({
      name_fr: 'REQUIRED',
      permission: 'INVALID_PERMISSION',
      delayDays: 'INVALID_DELAY',
      'fields.0.choices': 'INVALID_CHOICES',
    });
    const parent = await demoToken('parent');
    const type = certificateType();
    const badChoice = await call(
      'POST',
      'requests?branch=1&year=2',
      parent,
      submission(type.id, { purpose: 'Lune' }),
    );
    expect(badChoice.status).toBe(422);
    expect(badChoice.body.errors).toEqual({ 'answers.purpose': 'INVALID_CHOICE' });
    const unknown = await call('POST', 'requests?branch=1&year=2', parent, submission(999));
    expect(unknown.body.errors).toEqual({ typeId: 'UNKNOWN_REQUEST_TYPE' });
    const mine = db.data.requests.items.find((item) => item.studentId === CHILD && item.state === 'open')!;
    const noReason = await call('POST', `requests/${mine.id}/transitions`, admin, { to: 'rejected' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.code).toBe('REASON_REQUIRED');
    const jump = await call('POST', `requests/${mine.id}/transitions`, admin, { to: 'closed' });
    expect(jump.body.code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('a double submit makes one request and a double reply one reply (Idempotency-Key)', async () => {
    const parent = await demoToken('parent');
    const type = certificateType();
    const before = db.data.requests.items.length;
    const key = { 'Idempotency-Key': 'request-key-1' };
    const [first, second] = await Promise.all([
      call('POST', 'requests?branch=1&year=2', parent, submission(type.id), key),
      call('POST', 'requests?branch=1&year=2', parent, submission(type.id), key),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(db.data.requests.items.length).toBe(before + 1);
    const id = first.body.id as number;
    const replyKey = { 'Idempotency-Key': 'reply-key-1' };
    await call('POST', `requests/${id}/replies`, parent, { text: 'Une précision' }, replyKey);
    await call('POST', `requests/${id}/replies`, parent, { text: 'Une précision' }, replyKey);
    const created = db.data.requests.items.find((item) => item.id === id)!;
    expect(created.thread.filter((entry) => entry.text === 'Une précision')).toHaveLength(1);
  });

  it('notifies the staff holding the type’s permission of a new request, and the family of a reply and a state change', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const type = certificateType();
    const form = submission(type.id);
    form.append(
      'files',
      new File(['%PDF-1.4'], '<img src=x onerror=alert(1)>.pdf', { type: 'application/pdf' }),
    );
    const created = await call('POST', 'requests?branch=1&year=2', parent, form);
    expect(created.status).toBe(201);
    const reference = created.body.reference as string;
    const toStaff = db.data.notifications.filter((n) => n.title.includes(reference));
    // The admin (every permission) is told; the secretariat account lacks the requests page: not told.
    expect(toStaff.map((n) => n.userId)).toContain(1);
    expect(toStaff.map((n) => n.userId)).not.toContain(2);
    expect(toStaff.map((n) => n.userId)).not.toContain(3);
    // The hostile file name is kept as text (the page shows it as text).
    expect((created.body.attachments as Detail['attachments'])[0]!.name).toBe(
      '<img src=x onerror=alert(1)>.pdf',
    );
    const id = created.body.id as number;
    await call('POST', `requests/${id}/replies`, admin, { text: 'Le certificat est prêt.' });
    await call('POST', `requests/${id}/transitions`, admin, { to: 'resolved' });
    const toFamily = db.data.notifications.filter((n) => n.userId === 3 && n.title.includes(reference));
    expect(toFamily).toHaveLength(2);
    // An internal note tells nobody in the family.
    await call('POST', `requests/${id}/replies`, admin, { text: 'interne', internal: true });
    expect(db.data.notifications.filter((n) => n.userId === 3 && n.title.includes(reference))).toHaveLength(
      2,
    );
  });

  it('the queue filters by overdue, type, state and "assigned to me", and the summary counts the overdue', async () => {
    const admin = await demoToken('admin');
    const overdue = await call('GET', 'requests?branch=1&year=2&overdue=1&pageSize=200', admin);
    const rows = overdue.body.items as Detail[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.overdue && ['open', 'in_progress'].includes(row.state))).toBe(true);
    const summary = await call('GET', 'requests/summary?branch=1&year=2', admin);
    expect(summary.body.overdue).toBe(overdue.body.total);
    const type = certificateType();
    const byType = await call(
      'GET',
      `requests?branch=1&year=2&type=${type.id}&state=open&pageSize=200`,
      admin,
    );
    expect(
      (byType.body.items as Array<Detail & { type: { id: number } }>).every(
        (row) => row.type.id === type.id && row.state === 'open',
      ),
    ).toBe(true);
    const mine = await call('GET', 'requests?branch=1&year=2&mine=1&pageSize=200', admin);
    expect((mine.body.items as Detail[]).every((row) => row.assignee?.id === 1)).toBe(true);
  });

  it('the certificate of schooling comes from the student’s record, for certificate requests only', async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const certificate = db.data.requests.items.find(
      (item) => item.branchId === 1 && item.typeId === certificateType().id,
    )!;
    const answer = await call('GET', `requests/${certificate.id}/certificate`, admin);
    expect(answer.status).toBe(200);
    const student = db.data.students.find((s) => s.studentid === certificate.studentId)!;
    expect(answer.body.student).toMatchObject({ lastname_fr: student.lastname_fr, massar: student.massar });
    expect((await call('GET', `requests/${certificate.id}/certificate`, parent)).status).not.toBe(200);
    const meeting = db.data.requests.items.find(
      (item) =>
        item.branchId === 1 && db.data.requests.types.find((t) => t.id === item.typeId)?.kind === 'meeting',
    )!;
    expect((await call('GET', `requests/${meeting.id}/certificate`, admin)).body.code).toBe(
      'NOT_A_CERTIFICATE',
    );
  });
});
