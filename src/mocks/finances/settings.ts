import { http, HttpResponse } from 'msw';
import {
  amountOf,
  centsOf,
  formatReceiptNumber,
  partDueDate,
  PAYMENT_METHODS,
  type FinanceSettings,
  type PaymentMethod,
  type ScheduleTemplate,
} from '../../domain/ledger.ts';
import { isPlanRule, PLAN_MAX_INSTALLMENTS, PLAN_MIN_INSTALLMENTS } from '../../domain/paymentPlans.ts';
import { db } from '../core/db.ts';
import { authenticate } from '../core/session.ts';
import { FAMILY_FINANCE_PERMISSION } from './shared.ts';
import { SETTINGS_PERMISSION } from '../school-settings/index.ts';
import { invalidRequest, jsonObject, staffScopeOf } from '../core/staffScope.ts';

/** docs/api.md "Financial settings": the finance ledger's settings of a branch and year. */
export const MAX_FEE_AMOUNT = 1_000_000;
export const RECEIPT_PREFIX = /^[A-Z0-9]{1,8}$/;
export const MAX_HEADER_LENGTH = 300;
export const MAX_HEADER_LINES = 6;
export const MAX_LABEL_LENGTH = 60;
export const MAX_INSTALLMENTS = 12;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function settingsOf(branch: number, year: number): FinanceSettings | undefined {
  return db.data.financeSettings.find((settings) => settings.branchId === branch && settings.yearId === year);
}

function yearStart(year: number): string {
  return db.data.years.find((candidate) => candidate.schoolyearid === year)?.startDate ?? '';
}

function yearEnd(year: number): string {
  return db.data.years.find((candidate) => candidate.schoolyearid === year)?.endDate ?? '';
}

/** The next receipt may not reuse a number: at least one more than the highest issued in that branch and year. */
function minNextNumber(branch: number, year: number): number {
  let highest = 0;
  for (const payment of db.data.payments) {
    if (payment.branchId !== branch || payment.yearId !== year) continue;
    const number = Number(/(\d+)$/.exec(payment.receiptNumber)?.[1] ?? 0);
    if (number > highest) highest = number;
  }
  return highest + 1;
}

function answer(settings: FinanceSettings) {
  const start = yearStart(settings.yearId);
  const levels = new Map(db.data.levels.map((level) => [level.id, level]));
  return {
    branch: settings.branchId,
    year: settings.yearId,
    currency: settings.currency,
    yearStart: start,
    yearEnd: yearEnd(settings.yearId),
    feeTypes: settings.feeTypes.map((fee) => ({
      id: fee.id,
      kind: fee.kind,
      levelId: fee.levelId,
      level: fee.levelId === null ? null : (levels.get(fee.levelId)?.code ?? ''),
      label: fee.label,
      amount: amountOf(fee.amountCents),
      templateId: fee.templateId,
      plan: fee.plan ?? null,
    })),
    templates: settings.templates.map((template) => ({
      id: template.id,
      code: template.code,
      name: template.name,
      installments: template.parts
        .map((part) => ({ label: part.label, dueDate: partDueDate(part, start) }))
        .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0)),
    })),
    paymentMethods: PAYMENT_METHODS.map((method) => ({
      method,
      enabled: settings.paymentMethods.includes(method),
    })),
    discountRules: settings.discountRules.map((rule) => ({
      id: rule.id,
      kind: rule.kind,
      label: rule.label,
      percent: rule.percent,
      feeKinds: rule.feeKinds,
    })),
    receipt: {
      prefix: settings.receipt.prefix,
      nextNumber: settings.receipt.nextNumber,
      minNextNumber: minNextNumber(settings.branchId, settings.yearId),
      header: settings.receipt.header,
      preview: formatReceiptNumber(settings.receipt.prefix, start, settings.receipt.nextNumber),
    },
  };
}

function invalid(code: string, message: string, field: string) {
  return HttpResponse.json({ message, code, field, errors: { [field]: code } }, { status: 422 });
}

function isMoney(value: unknown, max: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= max &&
    Math.abs(centsOf(value) - value * 100) < 1e-6
  );
}

function isLabel(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.trim().length <= MAX_LABEL_LENGTH;
}

/**
 * Checks a PUT body against the settings and returns the changes to apply, or the 422 answer. Nothing is applied
 * unless every section is valid.
 */
function validate(settings: FinanceSettings, body: Record<string, unknown>): (() => void) | Response {
  const changes: Array<() => void> = [];

  if (body.feeTypes !== undefined) {
    if (!Array.isArray(body.feeTypes))
      return invalid('INVALID_REQUEST', 'feeTypes must be a list', 'feeTypes');
    for (const [index, item] of (body.feeTypes as unknown[]).entries()) {
      const entry = (item ?? {}) as { id?: unknown; amount?: unknown; plan?: unknown };
      const fee = settings.feeTypes.find((candidate) => candidate.id === entry.id);
      if (!fee) return invalid('UNKNOWN_FEE_TYPE', 'Unknown fee type', `feeTypes.${index}.id`);
      if (!isMoney(entry.amount, MAX_FEE_AMOUNT)) {
        return invalid(
          'INVALID_AMOUNT',
          `An amount is from 0 to ${MAX_FEE_AMOUNT} with at most two decimals`,
          `feeTypes.${index}.amount`,
        );
      }
      // The payment plan a parent may choose (domain/paymentPlans.ts): absent keeps it, null removes it.
      const plan = entry.plan;
      if (
        plan !== undefined &&
        plan !== null &&
        (!isPlanRule(plan) ||
          plan.lastDate < yearStart(settings.yearId) ||
          plan.lastDate > yearEnd(settings.yearId))
      ) {
        return invalid(
          'INVALID_PLAN',
          `A plan is ${PLAN_MIN_INSTALLMENTS} to ${PLAN_MAX_INSTALLMENTS} installments until a date of the year`,
          `feeTypes.${index}.plan`,
        );
      }
      const cents = centsOf(entry.amount);
      changes.push(() => {
        fee.amountCents = cents;
        if (plan === null) fee.plan = null;
        else if (plan !== undefined)
          fee.plan = { maxInstallments: plan.maxInstallments, lastDate: plan.lastDate };
      });
    }
  }

  if (body.paymentMethods !== undefined) {
    const methods = body.paymentMethods;
    if (
      !Array.isArray(methods) ||
      !methods.every((method) => (PAYMENT_METHODS as readonly unknown[]).includes(method))
    ) {
      return invalid(
        'INVALID_REQUEST',
        'paymentMethods lists cash, cheque, transfer or card',
        'paymentMethods',
      );
    }
    if (methods.length === 0) {
      return invalid('NO_PAYMENT_METHOD', 'At least one payment method stays enabled', 'paymentMethods');
    }
    const enabled = PAYMENT_METHODS.filter((method) => (methods as PaymentMethod[]).includes(method));
    changes.push(() => {
      settings.paymentMethods = enabled;
    });
  }

  if (body.discountRules !== undefined) {
    if (!Array.isArray(body.discountRules)) {
      return invalid('INVALID_REQUEST', 'discountRules must be a list', 'discountRules');
    }
    for (const [index, item] of (body.discountRules as unknown[]).entries()) {
      const entry = (item ?? {}) as { id?: unknown; label?: unknown; percent?: unknown };
      const rule = settings.discountRules.find((candidate) => candidate.id === entry.id);
      if (!rule) return invalid('UNKNOWN_DISCOUNT', 'Unknown discount rule', `discountRules.${index}.id`);
      if (!isLabel(entry.label)) {
        return invalid('INVALID_LABEL', 'A label has 1 to 60 characters', `discountRules.${index}.label`);
      }
      if (!isMoney(entry.percent, 100)) {
        return invalid('INVALID_PERCENT', 'A percentage is from 0 to 100', `discountRules.${index}.percent`);
      }
      const label = entry.label.trim();
      const percent = entry.percent;
      changes.push(() => {
        rule.label = label;
        rule.percent = percent;
      });
    }
  }

  if (body.templates !== undefined) {
    if (!Array.isArray(body.templates))
      return invalid('INVALID_REQUEST', 'templates must be a list', 'templates');
    const start = yearStart(settings.yearId);
    const end = yearEnd(settings.yearId);
    for (const [index, item] of (body.templates as unknown[]).entries()) {
      const entry = (item ?? {}) as { id?: unknown; installments?: unknown };
      const template = settings.templates.find((candidate) => candidate.id === entry.id);
      if (!template) return invalid('UNKNOWN_TEMPLATE', 'Unknown schedule template', `templates.${index}.id`);
      const path = `templates.${index}.installments`;
      if (!Array.isArray(entry.installments))
        return invalid('INVALID_REQUEST', 'installments must be a list', path);
      const installments = entry.installments as unknown[];
      if (installments.length === 0 || installments.length > MAX_INSTALLMENTS) {
        return invalid('INVALID_INSTALLMENTS', `A template has 1 to ${MAX_INSTALLMENTS} installments`, path);
      }
      const parts: ScheduleTemplate['parts'] = [];
      let previous = '';
      for (const [position, raw] of installments.entries()) {
        const installment = (raw ?? {}) as { label?: unknown; dueDate?: unknown };
        if (!isLabel(installment.label)) {
          return invalid('INVALID_LABEL', 'A label has 1 to 60 characters', `${path}.${position}.label`);
        }
        const dueDate = installment.dueDate;
        const month = typeof dueDate === 'string' ? Number(dueDate.slice(5, 7)) : 0;
        const day = typeof dueDate === 'string' ? Number(dueDate.slice(8, 10)) : 0;
        const part = { label: installment.label.trim(), month, day };
        if (
          typeof dueDate !== 'string' ||
          !ISO_DATE.test(dueDate) ||
          month < 1 ||
          month > 12 ||
          day < 1 ||
          day > 28 ||
          dueDate < start ||
          dueDate > end ||
          partDueDate(part, start) !== dueDate
        ) {
          return invalid(
            'INVALID_DUE_DATE',
            'A due date is a day 1 to 28 within the school year',
            `${path}.${position}.dueDate`,
          );
        }
        if (dueDate <= previous) {
          return invalid(
            'DUE_DATE_ORDER',
            'Due dates are in order, one per day at most',
            `${path}.${position}.dueDate`,
          );
        }
        previous = dueDate;
        parts.push(part);
      }
      changes.push(() => {
        template.parts = parts;
      });
    }
  }

  if (body.receipt !== undefined) {
    const receipt = (body.receipt ?? {}) as { prefix?: unknown; nextNumber?: unknown; header?: unknown };
    if (typeof receipt.prefix !== 'string' || !RECEIPT_PREFIX.test(receipt.prefix)) {
      return invalid('INVALID_PREFIX', 'A prefix is 1 to 8 capital letters or digits', 'receipt.prefix');
    }
    const min = minNextNumber(settings.branchId, settings.yearId);
    if (
      typeof receipt.nextNumber !== 'number' ||
      !Number.isInteger(receipt.nextNumber) ||
      receipt.nextNumber > 999_999
    ) {
      return invalid(
        'INVALID_NUMBER',
        'The next number is a whole number up to 999999',
        'receipt.nextNumber',
      );
    }
    if (receipt.nextNumber < min) {
      return invalid(
        'NUMBER_ALREADY_USED',
        `Receipts up to ${min - 1} were already issued`,
        'receipt.nextNumber',
      );
    }
    const header = typeof receipt.header === 'string' ? receipt.header.replace(/\r\n?/g, '\n').trim() : '';
    if (!header || header.length > MAX_HEADER_LENGTH || header.split('\n').length > MAX_HEADER_LINES) {
      return invalid(
        'INVALID_HEADER',
        'The header has 1 to 6 lines, 300 characters at most',
        'receipt.header',
      );
    }
    const { prefix, nextNumber } = receipt as { prefix: string; nextNumber: number };
    changes.push(() => {
      settings.receipt = { prefix, nextNumber, header };
    });
  }

  return () => changes.forEach((change) => change());
}

export const financeSettingsHandlers = [
  http.get('*/api/finance/settings', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    // Read by the settings page and by the family finances' "New engagement" (fee types, schedules, discounts).
    const scope = staffScopeOf(user, request, [SETTINGS_PERMISSION, FAMILY_FINANCE_PERMISSION]);
    if (scope instanceof Response) return scope;
    const settings = settingsOf(scope.branch, scope.year);
    if (!settings) return HttpResponse.json({ message: 'Settings not found' }, { status: 404 });
    return HttpResponse.json(answer(settings));
  }),

  http.put('*/api/finance/settings', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, SETTINGS_PERMISSION);
    if (scope instanceof Response) return scope;
    const settings = settingsOf(scope.branch, scope.year);
    if (!settings) return HttpResponse.json({ message: 'Settings not found' }, { status: 404 });
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected', 'INVALID_REQUEST', 422);
    const apply = validate(settings, body);
    if (apply instanceof Response) return apply;
    apply();
    db.changed();
    return HttpResponse.json(answer(settings));
  }),
];
