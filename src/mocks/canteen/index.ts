/**
 * The demo API's canteen: ingredients and stock, purchases, meals, weekly programs, canteen requests
 * (docs/architecture.md "The demo API"): what the demo's root and other modules use of it.
 */
export { canteenHandlers } from './handlers.ts';
export { canteenStep } from './seed.ts';
