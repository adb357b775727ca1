import { numberLocale } from './locale';

interface Job {
  locale: string;
  numbers: Intl.NumberFormatOptions[];
  dates: Intl.DateTimeFormatOptions[];
}

/**
 * The formats whose data a first screen reads: numbers, amounts, percents, compact figures, and dates with month
 * names and times (the dashboard's `formats.ts`, `money.ts`, the lists' `format.ts`).
 */
const FORMATS: Omit<Job, 'locale'> = {
  numbers: [
    {},
    { style: 'currency', currency: 'MAD', currencyDisplay: 'code' },
    { style: 'percent' },
    { notation: 'compact' },
  ],
  dates: [
    { timeZone: 'UTC' },
    { dateStyle: 'medium', timeZone: 'UTC' },
    { month: 'long', timeZone: 'UTC' },
    { month: 'short', hour: '2-digit', hourCycle: 'h23' },
  ],
};

/**
 * Makes each format of the job once. Self-contained (it uses nothing but `Intl`): its source is the worker's code.
 */
function makeFormats(job: Job): void {
  job.numbers.forEach((options) => new Intl.NumberFormat(job.locale, options).format(1234.5));
  job.dates.forEach((options) => new Intl.DateTimeFormat(job.locale, options).format(0));
}

/** The worker: it makes the formats it is sent, then says it is done. */
const WORKER_CODE = `onmessage=function(e){(${makeFormats.toString()})(e.data);postMessage(0)}`;

/**
 * Makes the browser read its number and date data now, off the main thread. The first number or date format of a
 * page load reads that data (40–100 ms unthrottled on this machine, four times that on a throttled phone: one long
 * task, total blocking time). The browser keeps what it has read for the whole page process, worker threads
 * included, so a worker that makes the same formats first leaves the page's own first formats well under a
 * millisecond. The boot (main.tsx) calls it once the signed-in page's requests are out, and the sign-in form at its
 * first touch. The worker is an in-memory script (`worker-src blob:` in the CSP, vite.config.ts `securityHeaders`):
 * no file to download. Where no worker can start, the formats are made on the main thread in a task of their own,
 * so at least not in the middle of drawing a dashboard's figures or a list's amounts.
 * @example readIntlDataSoon(startLanguage())
 */
export function readIntlDataSoon(language: string): void {
  const job: Job = { locale: numberLocale(language), ...FORMATS };
  const onMainThread = () => void setTimeout(makeFormats, 0, job);
  let url = '';
  let worker: Worker | undefined;
  const stop = () => {
    worker?.terminate();
    if (url) URL.revokeObjectURL(url);
  };
  try {
    url = URL.createObjectURL(new Blob([WORKER_CODE], { type: 'text/javascript' }));
    worker = new Worker(url);
  } catch {
    // No worker in this browser, or a CSP without `worker-src blob:`.
    stop();
    onMainThread();
    return;
  }
  worker.onmessage = stop;
  worker.onerror = () => {
    stop();
    onMainThread();
  };
  worker.postMessage(job);
}
