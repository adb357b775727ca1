import { http, HttpResponse } from 'msw';
import { REQUEST_FIELD_KINDS, REQUEST_LIMITS, type RequestFieldKind } from '../../domain/requests.ts';
import { db } from '../core/db.ts';
import type { DemoRequestField, DemoRequestType } from './seed.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject, staffHolds } from '../core/staffScope.ts';
import { missingFields, validationError } from '../core/listing.ts';
import { text, scopeOf, ownChild, REQUEST_PERMISSION, tables, nextId } from './shared.ts';

export const REQUEST_SETTINGS_PERMISSION = 'view-request-settings-page';
/** The permissions a request type may be handled by: the staff pages whose holders deal with families. */
export const HANDLING_PERMISSIONS = [
  'view-request-page',
  'view-full-students-page',
  'view-studentengagements-page',
  'view-lignes-page',
  'view-cantine-demandes-page',
  'view-evaluations-page',
] as const;

/** Every field of a type: `PUT request-types/{id}` must send each. */
const TYPE_KEYS = ['kind', 'name_fr', 'name_ar', 'permission', 'delayDays', 'active', 'fields'] as const;

function typeAnswer(type: DemoRequestType) {
  return {
    id: type.id,
    kind: type.kind,
    name_fr: type.name_fr,
    name_ar: type.name_ar,
    permission: type.permission,
    delayDays: type.delayDays,
    active: type.active,
    fields: type.fields.map((item) => ({ ...item, choices: [...item.choices] })),
  };
}

/** A type's settings from a body (POST/PUT request-types), or the fields at fault. */
function typeInput(
  body: Record<string, unknown>,
): { fields: Omit<DemoRequestType, 'id' | 'branchId'> } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name_fr = text(body, 'name_fr');
  const name_ar = text(body, 'name_ar');
  if (!name_fr) errors.name_fr = 'REQUIRED';
  else if (name_fr.length > REQUEST_LIMITS.labelMax) errors.name_fr = 'TOO_LONG';
  if (name_ar.length > REQUEST_LIMITS.labelMax) errors.name_ar = 'TOO_LONG';
  const permission = text(body, 'permission');
  if (!(HANDLING_PERMISSIONS as readonly string[]).includes(permission))
    errors.permission = 'INVALID_PERMISSION';
  const delayDays = body.delayDays;
  if (
    typeof delayDays !== 'number' ||
    !Number.isInteger(delayDays) ||
    delayDays < 1 ||
    delayDays > REQUEST_LIMITS.delayMax
  ) {
    errors.delayDays = 'INVALID_DELAY';
  }
  const kinds = ['certificate', 'meeting', 'absence', 'transport', 'other'] as const;
  const kind = (kinds as readonly unknown[]).includes(body.kind)
    ? (body.kind as DemoRequestType['kind'])
    : 'other';
  const rawFields = Array.isArray(body.fields) ? body.fields : [];
  if (rawFields.length > REQUEST_LIMITS.fieldsMax) errors.fields = 'INVALID_FIELDS';
  const keys = new Set<string>();
  const fields: DemoRequestField[] = rawFields.slice(0, REQUEST_LIMITS.fieldsMax).map((raw, index) => {
    const item = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const path = `fields.${index}`;
    const label_fr = text(item, 'label_fr');
    const label_ar = text(item, 'label_ar');
    if (!label_fr) errors[`${path}.label_fr`] = 'REQUIRED';
    else if (label_fr.length > REQUEST_LIMITS.labelMax) errors[`${path}.label_fr`] = 'TOO_LONG';
    if (label_ar.length > REQUEST_LIMITS.labelMax) errors[`${path}.label_ar`] = 'TOO_LONG';
    const fieldKind = (REQUEST_FIELD_KINDS as readonly unknown[]).includes(item.kind)
      ? (item.kind as RequestFieldKind)
      : null;
    if (!fieldKind) errors[`${path}.kind`] = 'REQUIRED';
    const choices = Array.isArray(item.choices)
      ? item.choices
          .filter((choice): choice is string => typeof choice === 'string')
          .map((choice) => choice.trim())
          .filter(Boolean)
      : [];
    if (fieldKind === 'choice' && (choices.length < 2 || choices.length > REQUEST_LIMITS.choicesMax)) {
      errors[`${path}.choices`] = 'INVALID_CHOICES';
    }
    if (choices.some((choice) => choice.length > REQUEST_LIMITS.labelMax))
      errors[`${path}.choices`] = 'TOO_LONG';
    let key = text(item, 'key') || `field${index + 1}`;
    if (!/^[a-zA-Z][\w-]{0,30}$/.test(key) || keys.has(key)) key = `field${index + 1}-${keys.size}`;
    keys.add(key);
    return {
      key,
      label_fr,
      label_ar,
      kind: fieldKind ?? 'text',
      required: item.required === true,
      choices: fieldKind === 'choice' ? choices : [],
    };
  });
  if (Object.keys(errors).length) return { errors };
  return {
    fields: {
      kind,
      name_fr,
      name_ar,
      permission,
      delayDays: delayDays as number,
      active: body.active !== false,
      fields,
    },
  };
}
export const requestTypeHandlers = [
  http.get('*/api/request-types', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const family = user.isParent && user.studentIds.some((id) => ownChild(user, id, branch));
    const staff = staffHolds(user, [REQUEST_PERMISSION, REQUEST_SETTINGS_PERMISSION], branch, year);
    if (!family && !staff) return permissionError();
    const items = tables()
      .types.filter((type) => type.branchId === branch && (staff || type.active))
      .map(typeAnswer);
    return HttpResponse.json({ items, permissions: staff ? [...HANDLING_PERMISSIONS] : [] });
  }),
  http.post('*/api/request-types', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    if (!staffHolds(user, REQUEST_SETTINGS_PERMISSION, scope.branch, scope.year)) return permissionError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = typeInput(body);
    if ('errors' in input) return validationError(input.errors);
    const type: DemoRequestType = { id: nextId(tables().types), branchId: scope.branch, ...input.fields };
    tables().types.push(type);
    db.changed();
    return HttpResponse.json(typeAnswer(type), { status: 201 });
  }),
  http.put('*/api/request-types/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    if (!staffHolds(user, REQUEST_SETTINGS_PERMISSION, scope.branch, scope.year)) return permissionError();
    const type = tables().types.find(
      (item) => String(item.id) === String(params.id) && item.branchId === scope.branch,
    );
    if (!type) return HttpResponse.json({ message: 'Request type not found' }, { status: 404 });
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    // A PUT replaces the type: a body lacking a field is refused rather than resetting it (docs/api.md).
    const missing = missingFields(body, TYPE_KEYS);
    if (Object.keys(missing).length) return validationError(missing);
    const input = typeInput(body);
    if ('errors' in input) return validationError(input.errors);
    Object.assign(type, input.fields);
    db.changed();
    return HttpResponse.json(typeAnswer(type));
  }),
];
