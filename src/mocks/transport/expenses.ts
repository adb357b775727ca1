import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { EXPENSE_TYPES, RECEIPT_MAX_BYTES, receiptKindOf, type ExpenseType } from '../../domain/transport.ts';
import { nameForType } from '../../domain/attachments.ts';
import { db } from '../core/db.ts';
import { readForm, toBase64 } from '../core/upload.ts';
import { authenticate } from '../core/session.ts';
import type { DemoExpense } from './seed.ts';
import { isDate, matches, nextId, paginate, sortRows, validationError } from '../core/listing.ts';
import { listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, staffScopeOf } from '../core/staffScope.ts';
import { tables, TRANSPORT_PERMISSIONS } from './shared.ts';

function expenseView(expense: DemoExpense) {
  const car = tables().cars.find((candidate) => candidate.id === expense.carId);
  return {
    id: expense.id,
    carId: expense.carId,
    plate: car?.plate ?? '',
    type: expense.type,
    amount: expense.amountCents / 100,
    date: expense.date,
    note: expense.note,
    receipt: expense.receipt ? { name: expense.receipt.name, mimeType: expense.receipt.mimeType } : null,
  };
}
export const expenseHandlers = [
  // Expenses
  http.get('*/api/transport/expenses', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.expenses);
    if (scope instanceof Response) return scope;
    const params = new URL(request.url).searchParams;
    const filtered = expensesOf(scope.branch, params);
    if (filtered instanceof Response) return filtered;
    const rows = filtered.map(expenseView);
    sortRows(
      rows,
      params,
      { date: (e) => e.date, amount: (e) => e.amount, type: (e) => e.type, plate: (e) => e.plate },
      'date',
    );
    return HttpResponse.json({
      ...paginate(rows, params),
      totalAmount: filtered.reduce((sum, e) => sum + e.amountCents, 0) / 100,
    });
  }),
  /** Monthly totals per car and per type over the period (the chart), with the same filters as the list. */
  http.get('*/api/transport/expenses/summary', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.expenses);
    if (scope instanceof Response) return scope;
    const filtered = expensesOf(scope.branch, new URL(request.url).searchParams);
    if (filtered instanceof Response) return filtered;
    const months = new Map<
      string,
      { month: string; total: number; byType: Record<string, number>; byCar: Record<string, number> }
    >();
    for (const expense of filtered) {
      const month = expense.date.slice(0, 7);
      let row = months.get(month);
      if (!row) months.set(month, (row = { month, total: 0, byType: {}, byCar: {} }));
      row.total += expense.amountCents;
      row.byType[expense.type] = (row.byType[expense.type] ?? 0) + expense.amountCents;
      row.byCar[expense.carId] = (row.byCar[expense.carId] ?? 0) + expense.amountCents;
    }
    const toAmount = (record: Record<string, number>) =>
      Object.fromEntries(Object.entries(record).map(([key, cents]) => [key, cents / 100]));
    return HttpResponse.json({
      months: [...months.values()]
        .sort((a, b) => (a.month < b.month ? -1 : 1))
        .map((row) => ({
          month: row.month,
          total: row.total / 100,
          byType: toAmount(row.byType),
          byCar: toAmount(row.byCar),
        })),
      cars: tables()
        .cars.filter((car) => car.branchId === scope.branch)
        .map((car) => ({ id: car.id, plate: car.plate })),
    });
  }),
  http.post('*/api/transport/expenses', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.expenses);
    if (scope instanceof Response) return scope;
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const errors: Record<string, string> = {};
    const carId = Number(form.get('carId'));
    const car = tables().cars.find(
      (candidate) => candidate.id === carId && candidate.branchId === scope.branch,
    );
    if (!car) errors.carId = 'REQUIRED';
    const type = String(form.get('type') ?? '');
    if (!(EXPENSE_TYPES as readonly string[]).includes(type)) errors.type = 'INVALID_EXPENSE_TYPE';
    const amount = Number(form.get('amount'));
    if (!(amount > 0) || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6 || amount > 1_000_000)
      errors.amount = 'INVALID_AMOUNT';
    const date = String(form.get('date') ?? '');
    if (!isDate(date) || date > todayIso()) errors.date = 'INVALID_DATE';
    const note = String(form.get('note') ?? '')
      .trim()
      .slice(0, 200);
    const file = form.get('receipt');
    // Duck-typed: under Vitest the global File is jsdom's, while the parsed form holds Node's.
    const upload = typeof file === 'object' && file !== null && 'arrayBuffer' in file ? file : null;
    let receipt: DemoExpense['receipt'] = null;
    let content = '';
    if (upload) {
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const kind = receiptKindOf(bytes);
      if (bytes.length > RECEIPT_MAX_BYTES) errors.receipt = 'FILE_TOO_LARGE';
      else if (!kind) errors.receipt = 'RECEIPT_FILE_TYPE';
      else {
        content = toBase64(bytes);
        // The stored name's extension follows the detected type (docs/api.md "Uploads").
        const name = nameForType(upload.name || 'recu', kind, 120);
        receipt = { path: '', name: name.replace(/[^\p{L}\p{N}._-]+/gu, '_'), mimeType: kind };
      }
    }
    if (Object.keys(errors).length) return validationError(errors);
    const expense: DemoExpense = {
      id: nextId(tables().expenses),
      branchId: scope.branch,
      carId,
      type: type as ExpenseType,
      amountCents: Math.round(amount * 100),
      date,
      note,
      receipt,
      createdAt: new Date().toISOString(),
    };
    if (receipt) {
      receipt.path = `transport/expenses/${expense.id}-${receipt.name}`;
      db.data.files[receipt.path] = content;
    }
    tables().expenses.push(expense);
    db.changed();
    return HttpResponse.json(expenseView(expense), { status: 201 });
  }),
];

function expensesOf(branch: number, params: URLSearchParams): DemoExpense[] | Response {
  const from = params.get('from');
  const to = params.get('to');
  if ((from && !isDate(from)) || (to && !isDate(to))) return invalidRequest('from and to are dates');
  const cars = listParam(params, 'car');
  const types = listParam(params, 'type');
  const tokens = searchTokens(params);
  const plates = new Map(tables().cars.map((car) => [car.id, car.plate]));
  return tables().expenses.filter(
    (expense) =>
      expense.branchId === branch &&
      (!from || expense.date >= from) &&
      (!to || expense.date <= to) &&
      (!cars || cars.includes(String(expense.carId))) &&
      (!types || types.includes(expense.type)) &&
      matches(tokens, expense.note, plates.get(expense.carId) ?? ''),
  );
}
