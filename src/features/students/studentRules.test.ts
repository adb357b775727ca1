import { describe, expect, it } from 'vitest';
import { documentChecklist } from './studentRules';
import type { DocumentType, StudentDocument } from './students.schemas';

const type = (id: number, required: boolean, hasExpiry: boolean, order = id): DocumentType => ({
  id,
  name: `Type ${id}`,
  required,
  appliesTo: 'student',
  hasExpiry,
  order,
});
const doc = (
  id: number,
  typeId: number,
  uploadedAt: string,
  expiryDate: string | null = null,
): StudentDocument => ({
  id,
  typeId,
  fileName: `f${id}.pdf`,
  mimeType: 'application/pdf',
  size: 1000,
  uploadedAt,
  expiryDate,
  uploadedBy: 'Samira Benali',
});

describe('documentChecklist (derived document states)', () => {
  const types = [
    type(1, true, false),
    type(2, true, true),
    type(3, false, false),
    type(4, true, true),
    type(5, true, true),
  ];
  const today = '2026-11-22';

  it('missing when required and absent, optional otherwise; expired, expiring within 30 days, valid; in order', () => {
    const rows = documentChecklist(
      [...types].reverse(),
      [
        doc(1, 1, '2026-09-01T10:00:00Z'),
        doc(2, 2, '2026-09-01T10:00:00Z', '2026-11-21'),
        doc(3, 4, '2026-09-01T10:00:00Z', '2026-12-22'),
        doc(4, 5, '2026-09-01T10:00:00Z', '2026-12-23'),
      ],
      today,
    );
    expect(rows.map((row) => [row.type.id, row.state])).toEqual([
      [1, 'valid'],
      [2, 'expired'],
      [3, 'optional'],
      [4, 'expiring'],
      [5, 'valid'],
    ]);
  });

  it('the latest upload of a type counts: a renewed certificate is valid again', () => {
    const rows = documentChecklist(
      [type(2, true, true)],
      [doc(1, 2, '2025-09-01T10:00:00Z', '2026-09-01'), doc(2, 2, '2026-11-01T10:00:00Z', '2027-11-01')],
      today,
    );
    expect(rows[0]).toMatchObject({ state: 'valid', document: { id: 2 } });
    expect(documentChecklist([type(1, true, false)], [], today)[0]?.state).toBe('missing');
  });
});
