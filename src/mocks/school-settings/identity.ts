import { http, HttpResponse } from 'msw';
import { imageTypeOfBytes, LOGO_RULES } from '../../domain/attachments.ts';
import { EMAIL } from '../../domain/students.ts';
import { db } from '../core/db.ts';
import type { DemoBranch, DemoSchool, LegalIds } from '../core/tables.ts';
import { authenticate } from '../core/session.ts';
import { SETTINGS_PERMISSION } from './settings.ts';
import { jsonObject, staffScopeOf } from '../core/staffScope.ts';
import { oneUpload, refuseFile, toBase64 } from '../core/upload.ts';

/**
 * The school's identity (docs/api.md "School identity"): the group's and the branch's names in Latin and Arabic
 * script, logo, address, phone, e-mail, the legal identifiers receipts and certificates print, and the language the
 * school works in. Read and written by staff who open the school settings.
 */

const LEGAL_FIELDS = ['ice', 'rc', 'taxId', 'patente', 'cnss'] as const;
const LANGUAGES = ['fr', 'en', 'ar'] as const;

const EMPTY_LEGAL: LegalIds = { ice: '', rc: '', taxId: '', patente: '', cnss: '' };

function placeOf(branchId: number): { branch: DemoBranch; school: DemoSchool } | null {
  const branch = db.data.branches.find((candidate) => candidate.schoolbranchid === branchId);
  const school = branch && db.data.schools.find((candidate) => candidate.id === branch.schoolId);
  return branch && school ? { branch, school } : null;
}

/** The branch and school of a call by staff who open the school settings there; else the error answer. */
function identityCall(request: Request): { branch: DemoBranch; school: DemoSchool } | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const scope = staffScopeOf(user, request, SETTINGS_PERMISSION);
  if (scope instanceof Response) return scope;
  return placeOf(scope.branch) ?? HttpResponse.json({ message: 'Branch not found' }, { status: 404 });
}

function logoUrl(school: DemoSchool): string | null {
  return school.logo ? `data:${school.logo.mimeType};base64,${school.logo.data}` : null;
}

/**
 * The identity a printed document carries: names, address, phone, e-mail, the legal identifiers as printed lines
 * (`ICE 001527384000067`), the logo as a data URL (or null).
 */
export function printedIdentity(branchId: number) {
  const place = placeOf(branchId);
  const legal = { ...EMPTY_LEGAL, ...place?.branch.legal };
  const labels: Record<keyof LegalIds, string> = {
    ice: 'ICE',
    rc: 'RC',
    taxId: 'IF',
    patente: 'Patente',
    cnss: 'CNSS',
  };
  return {
    name: place?.school.schoolname ?? '',
    name_ar: place?.school.schoolname_ar ?? '',
    branch_ar: place?.branch.branchname_ar ?? '',
    email: place?.branch.email ?? '',
    legal: LEGAL_FIELDS.filter((field) => legal[field]).map((field) => `${labels[field]} ${legal[field]}`),
    logo: place ? logoUrl(place.school) : null,
  };
}

function identityAnswer(branch: DemoBranch, school: DemoSchool) {
  return {
    school: {
      name: school.schoolname,
      name_ar: school.schoolname_ar ?? '',
      defaultLanguage: school.defaultLanguage ?? 'fr',
      logo: logoUrl(school),
    },
    branch: {
      name: branch.branchname,
      name_ar: branch.branchname_ar ?? '',
      address: branch.address ?? '',
      phone: branch.phone ?? '',
      email: branch.email ?? '',
      legal: { ...EMPTY_LEGAL, ...branch.legal },
    },
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.trim() : null;
}

export const identityHandlers = [
  http.get('*/api/school/identity', ({ request }) => {
    const place = identityCall(request);
    if (place instanceof Response) return place;
    return HttpResponse.json(identityAnswer(place.branch, place.school));
  }),

  http.put('*/api/school/identity', async ({ request }) => {
    const place = identityCall(request);
    if (place instanceof Response) return place;
    const body = await jsonObject(request);
    const school = (body?.school ?? null) as Record<string, unknown> | null;
    const branch = (body?.branch ?? null) as Record<string, unknown> | null;
    const legal = (branch?.legal ?? {}) as Record<string, unknown>;
    const errors: Record<string, string> = {};
    const field = (path: string, value: unknown, required: boolean, max = 120): string => {
      const clean = text(value);
      if (clean === null || (required && !clean)) errors[path] = 'REQUIRED';
      else if (clean.length > max) errors[path] = 'TOO_LONG';
      return clean ?? '';
    };
    const values = {
      schoolName: field('school.name', school?.name, true),
      schoolNameAr: field('school.name_ar', school?.name_ar, true),
      branchName: field('branch.name', branch?.name, true),
      branchNameAr: field('branch.name_ar', branch?.name_ar, true),
      address: field('branch.address', branch?.address, true, 200),
      phone: field('branch.phone', branch?.phone, true, 30),
      email: field('branch.email', branch?.email, false),
      legal: Object.fromEntries(
        LEGAL_FIELDS.map((name) => [name, field(`branch.legal.${name}`, legal[name] ?? '', false, 40)]),
      ) as unknown as LegalIds,
    };
    if (values.phone && !errors['branch.phone'] && !/^\+?[0-9 ().-]{6,30}$/.test(values.phone))
      errors['branch.phone'] = 'INVALID_PHONE';
    if (values.email && !errors['branch.email'] && !EMAIL.test(values.email))
      errors['branch.email'] = 'INVALID_EMAIL';
    if (values.legal.ice && !/^\d{15}$/.test(values.legal.ice)) errors['branch.legal.ice'] = 'INVALID_ICE';
    const language = school?.defaultLanguage;
    if (!LANGUAGES.includes(language as (typeof LANGUAGES)[number]))
      errors['school.defaultLanguage'] = 'INVALID_CHOICE';
    if (Object.keys(errors).length > 0) {
      return HttpResponse.json(
        { message: 'Validation failed', code: 'VALIDATION_ERROR', errors },
        { status: 422 },
      );
    }
    Object.assign(place.school, {
      schoolname: values.schoolName,
      schoolname_ar: values.schoolNameAr,
      defaultLanguage: language,
    });
    Object.assign(place.branch, {
      branchname: values.branchName,
      branchname_ar: values.branchNameAr,
      address: values.address,
      phone: values.phone,
      email: values.email,
      legal: values.legal,
    });
    db.changed();
    return HttpResponse.json(identityAnswer(place.branch, place.school));
  }),

  http.put('*/api/school/identity/logo', async ({ request }) => {
    const place = identityCall(request);
    if (place instanceof Response) return place;
    const upload = await oneUpload(request, LOGO_RULES.maxBytes);
    if (upload instanceof Response) return upload;
    // Checked by content, whatever type the upload declares: an SVG or a page named logo.png is refused.
    const type = imageTypeOfBytes(upload.bytes);
    if (!type) return refuseFile('PNG, JPEG or WebP only', 'UNSUPPORTED_TYPE');
    place.school.logo = { mimeType: type, data: toBase64(upload.bytes) };
    db.changed();
    return HttpResponse.json(identityAnswer(place.branch, place.school));
  }),
];
