import { http, HttpResponse } from 'msw';
import { ALLERGENS, ORIGINS, UNITS, roundQuantity, type Allergen } from '../../domain/canteen.ts';
import type { DemoIngredient } from './types.ts';
import { db } from '../core/db.ts';
import { error, matches, nextId, paginate, sortRows, text, validationError } from '../core/listing.ts';
import { searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import {
  money,
  ingredientsOf,
  quantityOf,
  INGREDIENTS_READ,
  CANTEEN_PERMISSIONS,
  tables,
  recordCall,
  REASON_MAX,
  move,
} from './shared.ts';

// ---------------------------------------------------------------------------------------------------------------
// Views

function ingredientView(ingredient: DemoIngredient) {
  return {
    id: ingredient.id,
    name_fr: ingredient.name_fr,
    name_ar: ingredient.name_ar,
    unit: ingredient.unit,
    stock: ingredient.stock,
    minStock: ingredient.minStock,
    allergens: ingredient.allergens,
    origin: ingredient.origin,
    lastPrice: ingredient.lastPriceCents === null ? null : money(ingredient.lastPriceCents),
    low: ingredient.stock < ingredient.minStock,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Input

function ingredientInput(
  body: Record<string, unknown>,
  partial: boolean,
  branch: number,
  selfId: number | null,
) {
  const errors: Record<string, string> = {};
  const value: Partial<DemoIngredient> = {};
  const has = (key: string) => !partial || key in body;
  if (has('name_fr')) {
    const name = text(body.name_fr);
    if (!name) errors.name_fr = 'REQUIRED';
    else if (
      ingredientsOf(branch).some(
        (ingredient) => ingredient.id !== selfId && ingredient.name_fr.toLowerCase() === name.toLowerCase(),
      )
    )
      errors.name_fr = 'DUPLICATE_INGREDIENT';
    else value.name_fr = name;
  }
  if (has('name_ar')) {
    const name = text(body.name_ar);
    if (!name) errors.name_ar = 'REQUIRED';
    else value.name_ar = name;
  }
  if (!partial) {
    if (!UNITS.includes(body.unit as never)) errors.unit = 'INVALID_UNIT';
    else value.unit = body.unit as DemoIngredient['unit'];
  }
  if (has('minStock')) {
    const min = body.minStock === 0 ? 0 : quantityOf(body.minStock);
    if (min === null) errors.minStock = 'INVALID_QUANTITY';
    else value.minStock = min;
  }
  if (has('allergens')) {
    const list = body.allergens;
    if (!Array.isArray(list) || list.some((item) => !ALLERGENS.includes(item as Allergen)))
      errors.allergens = 'INVALID_ALLERGEN';
    else value.allergens = ALLERGENS.filter((allergen) => list.includes(allergen));
  }
  if (has('origin')) {
    if (!ORIGINS.includes(body.origin as never)) errors.origin = 'INVALID_CHOICE';
    else value.origin = body.origin as DemoIngredient['origin'];
  }
  return { errors, value };
}
export const ingredientHandlers = [
  // Ingredients
  http.get('*/api/canteen/ingredients', ({ request }) => {
    const call = staffCall(request, INGREDIENTS_READ);
    if (call instanceof Response) return call;
    const { scope } = call;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const allergen = params.get('allergen');
    const all = ingredientsOf(scope.branch);
    const rows = all.filter(
      (ingredient) =>
        matches(tokens, ingredient.name_fr, ingredient.name_ar) &&
        (params.get('low') !== '1' || ingredient.stock < ingredient.minStock) &&
        (!allergen || ingredient.allergens.includes(allergen as Allergen)),
    );
    sortRows(
      rows,
      params,
      {
        name: (row) => row.name_fr.toLowerCase(),
        stock: (row) => row.stock,
        minStock: (row) => row.minStock,
        lastPrice: (row) => row.lastPriceCents ?? -1,
        unit: (row) => row.unit,
      },
      'name',
    );
    const page = paginate(rows, params);
    return HttpResponse.json({
      ...page,
      items: page.items.map(ingredientView),
      lowCount: all.filter((ingredient) => ingredient.stock < ingredient.minStock).length,
    });
  }),
  http.post('*/api/canteen/ingredients', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { scope } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const { errors, value } = ingredientInput(body, false, scope.branch, null);
    if (Object.keys(errors).length) return validationError(errors);
    const ingredient: DemoIngredient = {
      ...(value as Omit<DemoIngredient, 'id' | 'branchId' | 'stock' | 'lastPriceCents'>),
      id: nextId(tables().ingredients),
      branchId: scope.branch,
      stock: 0,
      lastPriceCents: null,
    };
    tables().ingredients.push(ingredient);
    db.changed();
    return HttpResponse.json(ingredientView(ingredient), { status: 201 });
  }),
  http.patch('*/api/canteen/ingredients/:id', async ({ request, params }) => {
    const call = recordCall(request, params.id, tables().ingredients, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { record: ingredient } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    if ('unit' in body && body.unit !== ingredient.unit) return validationError({ unit: 'UNIT_LOCKED' });
    if ('stock' in body) return validationError({ stock: 'STOCK_BY_MOVEMENTS' });
    const { errors, value } = ingredientInput(body, true, ingredient.branchId, ingredient.id);
    if (Object.keys(errors).length) return validationError(errors);
    Object.assign(ingredient, value);
    db.changed();
    return HttpResponse.json(ingredientView(ingredient));
  }),
  http.get('*/api/canteen/ingredients/:id/movements', ({ request, params }) => {
    const call = recordCall(request, params.id, tables().ingredients, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { record: ingredient } = call;
    const users = new Map(db.data.users.map((item) => [item.id, item.displayname]));
    const purchases = new Map(tables().purchases.map((purchase) => [purchase.id, purchase]));
    let balance = 0;
    const items = tables()
      .movements.filter((movement) => movement.ingredientId === ingredient.id)
      .map((movement) => {
        balance = roundQuantity(balance + movement.quantity);
        const purchase = movement.purchaseId === null ? undefined : purchases.get(movement.purchaseId);
        return {
          id: movement.id,
          at: movement.at,
          kind: movement.kind,
          quantity: movement.quantity,
          balance,
          reason: movement.reason,
          purchase: purchase ? { id: purchase.id, supplier: purchase.supplier, date: purchase.date } : null,
          by: movement.userId === null ? null : (users.get(movement.userId) ?? null),
        };
      })
      .reverse();
    return HttpResponse.json({ ingredient: ingredientView(ingredient), items });
  }),
  http.post('*/api/canteen/ingredients/:id/corrections', async ({ request, params }) => {
    const call = recordCall(request, params.id, tables().ingredients, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { user, record: ingredient } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const quantity = quantityOf(body.quantity, true);
    const reason = text(body.reason, REASON_MAX);
    const errors: Record<string, string> = {};
    if (quantity === null) errors.quantity = 'INVALID_QUANTITY';
    if (!reason) errors.reason = 'REQUIRED';
    if (Object.keys(errors).length) return validationError(errors);
    if (ingredient.stock + quantity! < 0)
      return error(409, 'The stock would go below zero', 'STOCK_WOULD_BE_NEGATIVE', {
        ingredients: [ingredient.name_fr],
      });
    move(ingredient, 'correction', quantity!, user, { reason });
    db.changed();
    return HttpResponse.json(ingredientView(ingredient), { status: 201 });
  }),
  // The ingredient as the list shows it: the read its version is compared with (docs/api.md "Versions").
  http.get('*/api/canteen/ingredients/:id', ({ request, params }) => {
    const call = recordCall(request, params.id, tables().ingredients, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    return HttpResponse.json(ingredientView(call.record));
  }),
];
