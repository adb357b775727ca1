import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import {
  applyDiscount,
  planInstallments,
  type DiscountKind,
  type Engagement,
  type Installment,
} from '../../domain/ledger.ts';
import { db } from '../core/db.ts';
import { financeSettingsOf, ledgerChanged, ledgerIndex } from './ledger.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';
import {
  scopeOf,
  FAMILY_FINANCE_PERMISSION,
  unprocessable,
  nextId,
  engagementView,
  pathId,
  notFound,
  currencyOf,
  installmentView,
} from './shared.ts';

/** `field` and `errors` of a 422 (docs/api.md "Errors"): the code shown, translated, under that field of the form. */
function fieldError(field: string, code: string) {
  return { field, errors: { [field]: code } };
}
export const engagementHandlers = [
  http.post('*/api/engagements', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(new URL(request.url).searchParams);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, branch, year)) return permissionError();
    const data = db.data;
    const body = (await request.json().catch(() => null)) as {
      studentId?: unknown;
      feeTypeId?: unknown;
      templateId?: unknown;
      discountPercent?: unknown;
      discountReason?: unknown;
    } | null;
    if (!body || typeof body !== 'object') return invalidRequest('Invalid request');
    const settings = financeSettingsOf(data, branch, year);
    const student = data.students.find((candidate) => candidate.studentid === body.studentId);
    const enrolment = data.enrolments.find(
      (candidate) =>
        candidate.studentId === body.studentId && candidate.yearId === year && candidate.branchId === branch,
    );
    if (!settings || !student || !enrolment)
      return unprocessable('Unknown student', 'INVALID_STUDENT', fieldError('studentId', 'INVALID_STUDENT'));
    const feeType = settings.feeTypes.find((fee) => fee.id === body.feeTypeId);
    if (!feeType || (feeType.levelId !== null && feeType.levelId !== enrolment.levelId)) {
      return unprocessable(
        'Unknown fee type',
        'INVALID_FEE_TYPE',
        fieldError('feeTypeId', 'INVALID_FEE_TYPE'),
      );
    }
    const templateId = body.templateId ?? feeType.templateId;
    const template = settings.templates.find((candidate) => candidate.id === templateId);
    if (!template)
      return unprocessable(
        'Unknown schedule template',
        'INVALID_TEMPLATE',
        fieldError('templateId', 'INVALID_TEMPLATE'),
      );
    const percent = body.discountPercent ?? 0;
    if (typeof percent !== 'number' || percent < 0 || percent > 100) {
      return unprocessable(
        'Invalid discount',
        'INVALID_DISCOUNT',
        fieldError('discountPercent', 'INVALID_DISCOUNT'),
      );
    }
    const reason = body.discountReason ?? null;
    if (reason !== null && !['sibling', 'staff', 'other'].includes(String(reason))) {
      return unprocessable(
        'Invalid discount reason',
        'INVALID_DISCOUNT',
        fieldError('discountReason', 'INVALID_DISCOUNT'),
      );
    }
    if (percent > 0 && reason === null) {
      return unprocessable(
        'A discount needs a reason',
        'INVALID_DISCOUNT',
        fieldError('discountReason', 'INVALID_DISCOUNT'),
      );
    }
    // One engagement per child, fee and year: a second one would bill the family twice. An engagement whose
    // installments were all cancelled no longer counts.
    const existing = data.engagements.find(
      (candidate) =>
        candidate.studentId === student.studentid &&
        candidate.feeTypeId === feeType.id &&
        candidate.yearId === year &&
        candidate.branchId === branch &&
        data.installments.some(
          (installment) => installment.engagementId === candidate.id && installment.cancelledAt === null,
        ),
    );
    if (existing) {
      return HttpResponse.json(
        {
          message: 'This child already has this fee this year',
          code: 'DUPLICATE_ENGAGEMENT',
          engagementId: existing.id,
          ...fieldError('feeTypeId', 'DUPLICATE_ENGAGEMENT'),
        },
        { status: 409 },
      );
    }
    const yearStart =
      data.years.find((candidate) => candidate.schoolyearid === year)?.startDate ?? todayIso();
    const engagement: Engagement = {
      id: Math.max(nextId(data.engagements), nextId(data.installments), nextId(data.payments)),
      familyId: student.familyId,
      studentId: student.studentid,
      branchId: branch,
      yearId: year,
      feeTypeId: feeType.id,
      kind: feeType.kind,
      label: feeType.label,
      templateId: template.id,
      grossCents: feeType.amountCents,
      discountPercent: percent,
      discountReason: percent > 0 ? (reason as DiscountKind) : null,
      netCents: applyDiscount(feeType.amountCents, percent),
      createdAt: new Date().toISOString(),
    };
    let installmentId = Math.max(nextId(data.installments), engagement.id + 1);
    const installments: Installment[] = planInstallments(
      engagement.netCents,
      template,
      yearStart,
      feeType.label,
    ).map((plan) => ({
      id: installmentId++,
      engagementId: engagement.id,
      familyId: engagement.familyId,
      studentId: engagement.studentId,
      branchId: branch,
      yearId: year,
      ...plan,
      cancelledAt: null,
    }));
    data.engagements.push(engagement);
    data.installments.push(...installments);
    db.changed();
    const index = ledgerIndex(data);
    return HttpResponse.json(
      { currency: settings.currency, engagement: engagementView(engagement, index, todayIso()) },
      { status: 201 },
    );
  }),
  http.patch('*/api/installments/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const data = db.data;
    const id = pathId(params.id);
    const installment = id === null ? undefined : data.installments.find((candidate) => candidate.id === id);
    if (!installment) return notFound('Installment not found');
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, installment.branchId, installment.yearId))
      return permissionError();
    const body = (await request.json().catch(() => null)) as { status?: unknown } | null;
    if (body?.status !== 'cancelled') return unprocessable('Only cancelling is supported', 'INVALID_STATUS');
    const index = ledgerIndex(data);
    if ((index.paid.get(installment.id) ?? 0) > 0) {
      return unprocessable('A paid installment cannot be cancelled', 'INSTALLMENT_PAID');
    }
    installment.cancelledAt ??= todayIso();
    ledgerChanged();
    db.changed();
    return HttpResponse.json({
      currency: currencyOf(data, installment.branchId, installment.yearId),
      installment: installmentView(installment, ledgerIndex(data), todayIso()),
    });
  }),
];
