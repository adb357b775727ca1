import { numberLocale } from './locale';

/**
 * The formats whose data a first screen reads: numbers, amounts, percents, compact figures, and dates with month
 * names and times (the dashboard's `formats.ts`, `money.ts`, the lists' `format.ts`).
 */
const NUMBER_OPTIONS: Intl.NumberFormatOptions[] = [
  {},
  { style: 'currency', currency: 'MAD', currencyDisplay: 'code' },
  { style: 'percent' },
  { notation: 'compact' },
];
const DATE_OPTIONS: Intl.DateTimeFormatOptions[] = [
  { timeZone: 'UTC' },
  { dateStyle: 'medium', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
];

/** The worker's code: it makes each format it is sent, then says it is done. Plain script, no import. */
const WORKER_CODE = `onmessage = function (event) {
  var job = event.data;
  job.numbers.forEach(function (options) { new Intl.NumberFormat(job.locale, options).format(1234.5); });
  job.dates.forEach(function (options) { new Intl.DateTimeFormat(job.locale, options).format(0); });
  postMessage('done');
};`;

/** The same reading on the page's main thread, in a task of its own: where no worker can be started. */
function readOnMainThread(locale: string): void {
  setTimeout(() => {
    new Intl.NumberFormat(locale).format(0);
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(0);
  }, 0);
}

/**
 * Makes the browser read its number and date data now, off the main thread. The first number or date format of a
 * page load reads that data (40–100 ms unthrottled on this machine, four times that on a throttled phone: one long
 * task, total blocking time). The browser keeps what it has read for the whole page process, worker threads
 * included, so a worker that makes the same formats first leaves the page's own first formats well under a
 * millisecond. The boot (main.tsx) calls it once the signed-in page's requests are out, and the sign-in form at its
 * first touch. The worker is an in-memory script (`worker-src blob:` in the CSP, vite.config.ts `securityHeaders`):
 * no file to download. Where no worker can start, the reading is done on the main thread in a task of its own, so
 * at least not in the middle of drawing a dashboard's figures or a list's amounts.
 * @example readIntlDataSoon(startLanguage())
 */
export function readIntlDataSoon(language: string): void {
  const locale = numberLocale(language);
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') {
    readOnMainThread(locale);
    return;
  }
  let url = '';
  let worker: Worker | null = null;
  const stop = () => {
    worker?.terminate();
    URL.revokeObjectURL(url);
  };
  try {
    url = URL.createObjectURL(new Blob([WORKER_CODE], { type: 'text/javascript' }));
    worker = new Worker(url);
  } catch {
    // A CSP without `worker-src blob:`, or a browser that refuses the worker.
    stop();
    readOnMainThread(locale);
    return;
  }
  worker.onmessage = stop;
  worker.onerror = () => {
    stop();
    readOnMainThread(locale);
  };
  worker.postMessage({ locale, numbers: NUMBER_OPTIONS, dates: DATE_OPTIONS });
}
