// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/** The school's office in `branch`: the first secretariat account there. */
function secretariat(branch: number) {
  return db.data.users.find(
    (user) =>
      user.roles.some((role) => role.name === 'secretariat' && role.schoolbranchid === branch) &&
      !user.isParent,
  )!;
}

describe('POST chat/conversations about a child (docs/api.md "Messaging")', () => {
  it('records the child: the answer and the conversation list name it; the same child again is the same conversation', async () => {
    const office = secretariat(3);
    const parent = await demoToken('parent');
    const started = await demoCall('POST', 'chat/conversations', parent, {
      participantId: office.id,
      studentId: 102,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.student).toEqual({ studentid: 102, name: 'Adam El Idrissi' });
    const stored = db.data.conversations.find((c) => c.id === started.body.conversationId)!;
    expect(stored.studentId).toBe(102);

    // The same child again: the same conversation; another child with the same person: another one.
    const again = await demoCall('POST', 'chat/conversations', parent, {
      participantId: office.id,
      studentId: 102,
    });
    expect(again.body.conversationId).toBe(started.body.conversationId);

    const list = (await demoCall('GET', 'chat/conversations', parent)).body as Array<{
      conversationId: number;
      student: { name: string } | null;
    }>;
    expect(list.find((c) => c.conversationId === started.body.conversationId)?.student?.name).toBe(
      'Adam El Idrissi',
    );
  });

  it('two children, two conversations with the same office member; without a child, the pair’s as before', async () => {
    const parent = await demoToken('parent');
    // The secretariat of branch 1 and the parent have a seeded conversation (2) about Adam.
    const office = secretariat(1);
    const seeded = db.data.conversations.find((c) => c.id === 2)!;
    expect(seeded).toMatchObject({ participantIds: [office.id, 3], studentId: 102 });
    const yasmine = await demoCall('POST', 'chat/conversations', parent, {
      participantId: office.id,
      studentId: 101,
    });
    expect(yasmine.status).toBe(200);
    expect(yasmine.body.conversationId).not.toBe(2);
    expect(yasmine.body.student).toEqual({ studentid: 101, name: 'Yasmine El Idrissi' });
    const plain = await demoCall('POST', 'chat/conversations', parent, { participantId: office.id });
    expect(plain.body.conversationId).toBe(2);
  });

  it('another family’s child, an unknown one or one the caller cannot see is refused as unknown (INVALID_STUDENT)', async () => {
    const office = secretariat(1);
    const parent = await demoToken('parent');
    const other = db.data.students.find((s) => s.familyId !== 1 && s.branchId === 1)!;
    for (const studentId of [other.studentid, 999_999, 'x']) {
      const answer = await demoCall('POST', 'chat/conversations', parent, {
        participantId: office.id,
        studentId,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('INVALID_STUDENT');
    }
    // Nothing was created.
    expect(db.data.conversations).toHaveLength(3);
  });

  it('about a child, the person written to is of the child’s branch', async () => {
    const parent = await demoToken('parent');
    // Adam is in branch 3: the office of branch 1 is not a contact about him.
    const answer = await demoCall('POST', 'chat/conversations', parent, {
      participantId: secretariat(1).id,
      studentId: 102,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('NOT_A_CONTACT');
  });
});
