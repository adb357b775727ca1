/**
 * Button and input classes shared by forms and dialogs: 38 px controls on desktop, 44 px touch targets on phones
 * (DESIGN-SYSTEM.md "Spacing").
 */
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-60 md:min-h-control';

export const BUTTON = {
  primary: `${BASE} bg-primary-600 text-white hover:bg-primary-700`,
  danger: `${BASE} bg-danger-600 text-white hover:bg-danger-700`,
  secondary: `${BASE} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700`,
} as const;

export const INPUT =
  'min-h-11 w-full rounded-control border border-neutral-300 bg-white px-3 text-neutral-900 aria-[invalid=true]:border-danger-600 disabled:opacity-60 md:min-h-control dark:border-neutral-600 dark:bg-neutral-900 dark:text-white';
