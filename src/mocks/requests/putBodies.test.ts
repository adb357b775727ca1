// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * `PUT request-types/{id}` replaces a type (docs/api.md "Requests"): a body lacking a field is refused (422,
 * `REQUIRED` under each missing one) rather than resetting its kind, Arabic name, fields or state.
 */
describe('PUT request-types/{id} with a partial body', () => {
  it('is refused, the type unchanged', async () => {
    const admin = await demoToken('admin');
    const type = db.data.requests.types.find((item) => item.branchId === 1 && item.fields.length > 0)!;
    const before = structuredClone(type);
    const answer = await demoCall('PUT', `request-types/${type.id}?branch=1&year=2`, admin, {
      name_fr: 'Nouveau nom',
      permission: type.permission,
      delayDays: type.delayDays,
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        errors: { kind: 'REQUIRED', name_ar: 'REQUIRED', active: 'REQUIRED', fields: 'REQUIRED' },
      },
    });
    expect(type).toEqual(before);
  });
});
