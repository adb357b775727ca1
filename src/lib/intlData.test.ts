import { afterEach, describe, expect, it, vi } from 'vitest';
import { readIntlDataSoon } from './intlData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every number and date format made from now on, as "number <locale>" / "date <locale>". */
function countFormats(): string[] {
  const { NumberFormat, DateTimeFormat } = Intl;
  const made: string[] = [];
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function number(locale, options) {
    made.push(`number ${String(locale)}`);
    return new NumberFormat(locale, options);
  });
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function date(locale, options) {
    made.push(`date ${String(locale)}`);
    return new DateTimeFormat(locale, options);
  });
  return made;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Job {
  locale: string;
  numbers: Intl.NumberFormatOptions[];
  dates: Intl.DateTimeFormatOptions[];
}

/** A stand-in for the browser's Worker that records what it is given. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: Job[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(job: Job) {
    this.posted.push(job);
  }
  terminate() {
    this.terminated = true;
  }
}

/** Blob URLs made and revoked, with each blob kept to read the worker's code. */
function stubBlobUrls() {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  return { blobs, revoked };
}

describe('readIntlDataSoon (budgets: the Intl data is read off the main thread, never while the first screen is drawn)', () => {
  it('has a worker read the language’s formats, with Latin digits, and makes none on the main thread', async () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    const { blobs, revoked } = stubBlobUrls();
    const made = countFormats();

    readIntlDataSoon('ar');
    await nextTask();

    expect(made).toEqual([]);
    const [worker] = FakeWorker.made;
    expect(worker?.url).toBe('blob:test/1');
    expect(worker?.posted).toHaveLength(1);
    const job = worker!.posted[0]!;
    expect(job.locale).toBe('ar-u-nu-latn');
    // The dashboard's and the lists' kinds of format: plain, amounts, percents, compact; dates with month names.
    expect(job.numbers).toContainEqual(expect.objectContaining({ style: 'currency' }));
    expect(job.numbers).toContainEqual(expect.objectContaining({ notation: 'compact' }));
    expect(job.dates).toContainEqual(expect.objectContaining({ month: 'long' }));

    // Its answer ends it and frees its code.
    worker!.onmessage?.(new MessageEvent('message', { data: 0 }));
    expect(worker!.terminated).toBe(true);
    expect(revoked).toEqual(['blob:test/1']);
    expect(blobs.size).toBe(1);
  });

  it('gives the worker code that makes every format it is sent, then answers', async () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    const { blobs } = stubBlobUrls();
    readIntlDataSoon('fr');
    const job = FakeWorker.made[0]!.posted[0]!;
    const code = await blobs.get('blob:test/1')!.text();
    const made = countFormats();
    const answers: unknown[] = [];

    // The code as a worker runs it: a plain script whose `onmessage` gets the job.
    const onmessage = new Function('postMessage', `var onmessage; ${code}; return onmessage;`)(
      (answer: unknown) => answers.push(answer),
    ) as (event: { data: Job }) => void;
    onmessage({ data: job });

    expect(made).toEqual([
      ...job.numbers.map(() => 'number fr-u-nu-latn'),
      ...job.dates.map(() => 'date fr-u-nu-latn'),
    ]);
    expect(answers).toHaveLength(1);
  });

  it('reads on the main thread, in a task after the caller’s, when the CSP or the browser refuses the worker', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the Content Security Policy', 'SecurityError');
        }
      },
    );
    const { revoked } = stubBlobUrls();
    const made = countFormats();

    readIntlDataSoon('ar');
    expect(made).toEqual([]); // not in the boot's own task, which starts the requests
    await nextTask();
    expect(new Set(made)).toEqual(new Set(['number ar-u-nu-latn', 'date ar-u-nu-latn']));
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('reads on the main thread when the worker fails to load', async () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    stubBlobUrls();
    const made = countFormats();

    readIntlDataSoon('en');
    FakeWorker.made[0]!.onerror?.(new Event('error'));
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await nextTask();
    expect(new Set(made)).toEqual(new Set(['number en-u-nu-latn', 'date en-u-nu-latn']));
  });

  it('reads on the main thread, in a task after the caller’s, where there is no worker at all', async () => {
    vi.stubGlobal('Worker', undefined);
    const made = countFormats();

    readIntlDataSoon('fr');
    expect(made).toEqual([]);
    await nextTask();
    expect(new Set(made)).toEqual(new Set(['number fr-u-nu-latn', 'date fr-u-nu-latn']));
  });
});
