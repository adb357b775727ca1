import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import type { DemoIngredient, DemoPurchase, DemoPurchaseLine } from './types.ts';
import { db } from '../core/db.ts';
import { authenticate, permissionError } from '../core/session.ts';
import {
  error,
  isDate,
  matches,
  nextId,
  notFound,
  paginate,
  pathId,
  sortRows,
  text,
  validationError,
} from '../core/listing.ts';
import { searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffCall, staffHolds } from '../core/staffScope.ts';
import { factsOf, money, CANTEEN_PERMISSIONS, tables, quantityOf, priceCentsOf, move } from './shared.ts';

/** A line of a purchase or a meal: the ingredient's names and unit beside its quantity. */
export function lineView(
  line: { ingredientId: number; quantity: number },
  facts: ReadonlyMap<number, DemoIngredient>,
) {
  const ingredient = facts.get(line.ingredientId);
  return {
    ingredientId: line.ingredientId,
    name_fr: ingredient?.name_fr ?? '',
    name_ar: ingredient?.name_ar ?? '',
    unit: ingredient?.unit ?? 'kg',
    quantity: line.quantity,
  };
}

function purchaseView(purchase: DemoPurchase) {
  const facts = factsOf(purchase.branchId);
  const totalCents = purchase.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  return {
    id: purchase.id,
    supplier: purchase.supplier,
    date: purchase.date,
    lines: purchase.lines.map((line) => ({
      ...lineView(line, facts),
      unitPrice: money(line.unitPriceCents),
      amount: money(line.quantity * line.unitPriceCents),
    })),
    total: money(totalCents),
    status: purchase.status,
    cancelledAt: purchase.cancelledAt,
  };
}
export const purchaseHandlers = [
  // Purchases
  http.get('*/api/canteen/purchases', ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.purchases);
    if (call instanceof Response) return call;
    const { scope } = call;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const supplier = params.get('supplier');
    const from = params.get('from');
    const to = params.get('to');
    const inScope = tables().purchases.filter(
      (purchase) => purchase.branchId === scope.branch && purchase.yearId === scope.year,
    );
    const rows = inScope
      .filter(
        (purchase) =>
          (!supplier || purchase.supplier === supplier) &&
          (!isDate(from) || purchase.date >= from) &&
          (!isDate(to) || purchase.date <= to) &&
          matches(tokens, purchase.supplier),
      )
      .map(purchaseView);
    sortRows(
      rows,
      params,
      {
        date: (row) => `${row.date}${String(row.id).padStart(8, '0')}`,
        total: (row) => row.total,
        supplier: (row) => row.supplier,
      },
      'date',
    );
    const page = paginate(rows, params);
    const totalCents = rows
      .filter((row) => row.status === 'recorded')
      .reduce((sum, row) => sum + Math.round(row.total * 100), 0);
    return HttpResponse.json({
      ...page,
      totalAmount: money(totalCents),
      suppliers: [...new Set(inScope.map((purchase) => purchase.supplier))].sort(),
    });
  }),
  http.post('*/api/canteen/purchases', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.purchases);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const errors: Record<string, string> = {};
    const supplier = text(body.supplier);
    if (!supplier) errors.supplier = 'REQUIRED';
    if (!isDate(body.date)) errors.date = 'INVALID_DATE';
    else if (body.date > todayIso()) errors.date = 'DATE_IN_FUTURE';
    const known = factsOf(scope.branch);
    const lines: DemoPurchaseLine[] = [];
    if (!Array.isArray(body.lines) || body.lines.length === 0 || body.lines.length > 60)
      errors.lines = 'REQUIRED';
    else {
      for (const raw of body.lines as Array<Record<string, unknown>>) {
        const ingredientId = typeof raw?.ingredientId === 'number' ? raw.ingredientId : null;
        const quantity = quantityOf(raw?.quantity);
        const unitPriceCents = priceCentsOf(raw?.unitPrice);
        if (ingredientId === null || !known.has(ingredientId)) errors.lines = 'UNKNOWN_INGREDIENT';
        else if (quantity === null) errors.lines = 'INVALID_QUANTITY';
        else if (unitPriceCents === null) errors.lines = 'INVALID_PRICE';
        else if (lines.some((line) => line.ingredientId === ingredientId))
          errors.lines = 'DUPLICATE_INGREDIENT';
        else lines.push({ ingredientId, quantity, unitPriceCents });
        if (errors.lines) break;
      }
    }
    if (Object.keys(errors).length) return validationError(errors);
    const purchase: DemoPurchase = {
      id: nextId(tables().purchases),
      branchId: scope.branch,
      yearId: scope.year,
      supplier: supplier!,
      date: body.date as string,
      lines,
      status: 'recorded',
      cancelledAt: null,
      createdAt: new Date().toISOString(),
    };
    tables().purchases.push(purchase);
    for (const line of lines) {
      const ingredient = known.get(line.ingredientId)!;
      move(ingredient, 'purchase', line.quantity, user, { purchaseId: purchase.id });
      ingredient.lastPriceCents = line.unitPriceCents;
    }
    db.changed();
    return HttpResponse.json(purchaseView(purchase), { status: 201 });
  }),
  http.post('*/api/canteen/purchases/:id/cancel', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const purchase = tables().purchases.find((candidate) => candidate.id === pathId(params.id));
    if (!purchase) return notFound();
    if (!staffHolds(user, CANTEEN_PERMISSIONS.purchases, purchase.branchId, purchase.yearId))
      return permissionError();
    if (purchase.status === 'cancelled')
      return error(409, 'This purchase is already cancelled', 'TRANSITION_NOT_ALLOWED');
    const facts = factsOf(purchase.branchId);
    const short = purchase.lines
      .map((line) => facts.get(line.ingredientId)!)
      .filter((ingredient, index) => ingredient.stock - purchase.lines[index]!.quantity < 0);
    if (short.length)
      return error(409, 'The stock would go below zero', 'STOCK_WOULD_BE_NEGATIVE', {
        ingredients: short.map((ingredient) => ingredient.name_fr),
      });
    for (const line of purchase.lines) {
      move(facts.get(line.ingredientId)!, 'purchaseCancelled', -line.quantity, user, {
        purchaseId: purchase.id,
      });
    }
    purchase.status = 'cancelled';
    purchase.cancelledAt = new Date().toISOString();
    db.changed();
    return HttpResponse.json(purchaseView(purchase));
  }),
];
