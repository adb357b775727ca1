// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * docs/api.md "POST requests/{id}/certificate/issue": the school sends the certificate of schooling to the family,
 * once whatever the clicks and the network; the family then reads it, as it was sent.
 */
const API = 'http://localhost:3000/api';

async function call(method: string, path: string, token: string, key?: string | null) {
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers: {
      Authorization: token,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
  });
  const type = answer.headers.get('Content-Type') ?? '';
  return {
    status: answer.status,
    body: (type.includes('json') ? await answer.json() : {}) as Record<string, unknown>,
  };
}

/** A new certificate request of the parent's child Yasmine (101), in progress in Casablanca (branch 1, year 2). */
async function newCertificateRequest(): Promise<number> {
  const parent = await demoToken('parent');
  const type = db.data.requests.types.find(
    (candidate) => candidate.branchId === 1 && candidate.kind === 'certificate',
  )!;
  const form = new FormData();
  form.append('studentId', '101');
  form.append('typeId', String(type.id));
  form.append('text', 'Merci de nous envoyer le certificat.');
  form.append('answers', JSON.stringify({ purpose: 'CAF' }));
  const created = await fetch(`${API}/requests?branch=1&year=2`, {
    method: 'POST',
    headers: { Authorization: parent, 'Idempotency-Key': crypto.randomUUID() },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const entries = (id: number) => db.data.requests.items.find((item) => item.id === id)!.thread;

describe('the certificate of schooling sent to the family (docs/api.md "Requests")', () => {
  it('is sent once: the thread says so, the request is resolved, the family is told and reads it as it was sent', async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const id = await newCertificateRequest();

    // Before it is sent, the family reads no draft.
    const early = await call('GET', `requests/${id}/certificate`, parent);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CERTIFICATE_NOT_ISSUED');
    expect((await call('GET', `requests/${id}`, parent)).body.certificateIssuedOn).toBeNull();

    // A double click: the same key twice at once, one certificate sent.
    const [first, second] = await Promise.all([
      call('POST', `requests/${id}/certificate/issue`, admin, 'certificate-key-1'),
      call('POST', `requests/${id}/certificate/issue`, admin, 'certificate-key-1'),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(entries(id).filter((entry) => entry.kind === 'certificate')).toHaveLength(1);
    expect(first.body.state).toBe('resolved');
    expect(first.body.certificateIssuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      entries(id)
        .map((entry) => entry.kind)
        .slice(-2),
    ).toEqual(['certificate', 'state']);
    const reference = first.body.reference as string;
    expect(
      db.data.notifications.filter(
        (n) => n.userId === 3 && n.title.includes(reference) && /Certificat/.test(n.title),
      ),
    ).toHaveLength(1);

    // Sent again with another key: refused, nothing added.
    const again = await call('POST', `requests/${id}/certificate/issue`, admin, 'certificate-key-2');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CERTIFICATE_ALREADY_ISSUED');
    expect(entries(id).filter((entry) => entry.kind === 'certificate')).toHaveLength(1);

    // The family reads it now, and it stays as it was sent when the record changes.
    const sent = await call('GET', `requests/${id}/certificate`, parent);
    expect(sent.status).toBe(200);
    // Numbered like every certificate the office issues (docs/api.md "School documents"): once, in the register.
    expect(sent.body.number).toMatch(/^CS-\d{4}-\d{5}$/);
    const numbered = db.data.issuedDocuments.filter((document) => document.number === sent.body.number);
    expect(numbered).toHaveLength(1);
    expect(numbered[0]).toMatchObject({ code: sent.body.code, studentId: 101, type: 'schooling' });
    const verified = await fetch(`${API}/school-documents/verify`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: sent.body.code }),
    });
    expect(((await verified.json()) as { number: string }).number).toBe(sent.body.number);
    expect(sent.body.student).toMatchObject({ firstname_fr: 'Yasmine', massar: expect.any(String) });
    const student = db.data.students.find((candidate) => candidate.studentid === 101)!;
    const before = student.lastname_fr;
    student.lastname_fr = 'Changé';
    db.changed();
    expect(
      ((await call('GET', `requests/${id}/certificate`, parent)).body.student as { lastname_fr: string })
        .lastname_fr,
    ).toBe(before);
    const detail = await call('GET', `requests/${id}`, parent);
    expect(detail.body.certificateIssuedOn).toBe(first.body.certificateIssuedOn);
    expect(
      (detail.body.thread as Array<{ kind: string }>).some((entry) => entry.kind === 'certificate'),
    ).toBe(true);
  });

  it('needs an Idempotency-Key, is the school’s alone, and not for a rejected request', async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const id = await newCertificateRequest();

    const keyless = await call('POST', `requests/${id}/certificate/issue`, admin, null);
    expect(keyless.status).toBe(428);
    expect(keyless.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await call('POST', `requests/${id}/certificate/issue`, parent, crypto.randomUUID())).status).toBe(
      403,
    );
    expect(entries(id).some((entry) => entry.kind === 'certificate')).toBe(false);

    const rejected = await fetch(`${API}/requests/${id}/transitions`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'rejected', reason: 'Élève non inscrit' }),
    });
    expect(rejected.status).toBe(200);
    const refused = await call('POST', `requests/${id}/certificate/issue`, admin, crypto.randomUUID());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TRANSITION_NOT_ALLOWED');
  });
});
