/** Buttons of the detail and its dialogs: 44 px touch targets on phones, 38 px from md. */
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 md:min-h-control';

export const BUTTON = {
  primary: `${BASE} bg-primary-600 text-white hover:bg-primary-700`,
  secondary: `${BASE} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700`,
  danger: `${BASE} border border-danger-600 bg-white text-danger-700 hover:bg-danger-50 dark:bg-neutral-800 dark:text-danger-500`,
} as const;
