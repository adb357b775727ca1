import { ingredientHandlers } from './ingredients.ts';
import { purchaseHandlers } from './purchases.ts';
import { mealHandlers } from './meals.ts';
import { programHandlers } from './programs.ts';
import { canteenRequestHandlers } from './requests.ts';
import { canteenSettingsHandlers } from './settings.ts';
import { parentCanteenHandlers } from './parent.ts';

/** The canteen's handlers by resource (docs/api.md "Canteen"), in the order MSW matches them. */
export const canteenHandlers = [
  ...ingredientHandlers,
  ...purchaseHandlers,
  ...mealHandlers,
  ...programHandlers,
  ...canteenRequestHandlers,
  ...canteenSettingsHandlers,
  ...parentCanteenHandlers,
];
