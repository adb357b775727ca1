import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../mocks/node';
import { axiosBaseQuery, callApi, type ApiRequest } from './baseQuery';
import { apiClient, transferClient } from './clients';
import { navigationSettled, resetSessionRedirect, setErrorEffects } from './errors';
import { ANSWER_TIME_LIMIT_MS, setAnswerTimeLimit } from './timeLimit';

const itemSchema = z.object({ id: z.number(), name: z.string() });

function run(request: Partial<ApiRequest> = {}) {
  const api = { signal: new AbortController().signal } as BaseQueryApi;
  return axiosBaseQuery({ url: 'x', schema: itemSchema, ...request }, api, {});
}

beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
  setErrorEffects({
    navigate: vi.fn(),
    currentPath: () => '/dashboard',
    endSession: () => true,
    notifySessionEnded: vi.fn(),
    keepTypingRefused: vi.fn(),
    loadErrorTexts: () => Promise.resolve(),
  });
});

describe('axiosBaseQuery (API calls; answers validated with schemas)', () => {
  it('returns the parsed answer, unknown fields stripped', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.json({ id: 7, name: 'Casa', secret: 'drop me' })));
    expect(await run()).toEqual({ data: { id: 7, name: 'Casa' } });
  });

  it('Spoofed text: an answer’s bidirectional controls never reach the screen, whatever the API sent', async () => {
    server.use(
      http.get('*/api/x', () => HttpResponse.json({ id: 7, name: 'El\u202EIdrissi\u2066 Adam\u2069' })),
    );
    expect(await run()).toEqual({ data: { id: 7, name: 'ElIdrissi Adam' } });
  });

  it('budgets: where the browser can pause (scheduler.yield), a request is sent, and its answer checked, each after a pause of its own', async () => {
    const events: string[] = [];
    const pauses: Array<() => void> = [];
    vi.stubGlobal('scheduler', {
      yield: () =>
        new Promise<void>((resolve) => {
          events.push('pause');
          pauses.push(resolve);
        }),
    });
    server.use(
      http.get('*/api/x', () => {
        events.push('sent');
        return HttpResponse.json({ id: 7, name: 'Casa' });
      }),
    );
    const parse = vi.spyOn(itemSchema, 'safeParse');
    try {
      const answer = run();
      await vi.waitFor(() => expect(pauses).toHaveLength(1), { timeout: 15_000 });
      expect(events).toEqual(['pause']);
      pauses[0]!();
      await vi.waitFor(() => expect(pauses).toHaveLength(2), { timeout: 15_000 });
      expect(events).toEqual(['pause', 'sent', 'pause']);
      expect(parse).not.toHaveBeenCalled();
      pauses[1]!();
      expect(await answer).toEqual({ data: { id: 7, name: 'Casa' } });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('passes branch and year as query arguments and the method and body', async () => {
    let url: URL | undefined;
    let body: unknown;
    server.use(
      http.post('*/api/x', async ({ request }) => {
        url = new URL(request.url);
        body = await request.json();
        return HttpResponse.json({ id: 1, name: 'ok' });
      }),
    );
    await run({ method: 'POST', data: { a: 1 }, params: { branch: 2, year: 1 } });
    expect(url?.searchParams.get('branch')).toBe('2');
    expect(url?.searchParams.get('year')).toBe('1');
    expect(body).toEqual({ a: 1 });
  });

  it('a malformed answer gives status PARSE_ERROR, never a crash', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.json({ id: 'seven' })));
    const result = await run();
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'PARSE_ERROR', kind: 'other' });
  });

  it('Other errors: HTTP 500 gives status 500 with the server message', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })));
    expect((await run()).error).toEqual({ status: 500, message: 'Database down', kind: 'other' });
  });

  it('Error catalogue: an HTTP error without a message keeps the error text', async () => {
    server.use(http.get('*/api/x', () => new HttpResponse('oops', { status: 502 })));
    const result = await run();
    expect(result.error).toMatchObject({ status: 502, kind: 'other' });
    expect(result.error?.message).toContain('502');
  });

  it('Error catalogue: a network error gives status NETWORK_ERROR', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.error()));
    expect((await run()).error).toMatchObject({ status: 'NETWORK_ERROR', kind: 'other' });
  });

  it('Error catalogue: a session answer is classified "session" for the caller', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.json({ message: 'Token is null' }, { status: 401 })));
    expect((await run()).error).toEqual({ status: 401, message: 'Token is null', kind: 'session' });
  });

  it('Roles and permissions / Error catalogue: a permission answer is classified "permission" for the caller', async () => {
    server.use(
      http.get('*/api/x', () =>
        HttpResponse.json({ message: 'User does not have the required permission.' }, { status: 403 }),
      ),
    );
    expect((await run()).error).toMatchObject({ status: 403, kind: 'permission' });
  });
});

describe('callApi: every call, JSON or file, through one edge', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an upload goes through the transfer client (cross-site token), a JSON call through the JSON client', async () => {
    server.use(http.post('*/api/x', () => HttpResponse.json({ id: 1, name: 'ok' })));
    const transfer = vi.spyOn(transferClient, 'request');
    const json = vi.spyOn(apiClient, 'request');
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    expect(
      await callApi({ url: 'x', method: 'POST', data: form, schema: itemSchema, client: 'transfer' }),
    ).toEqual({
      data: { id: 1, name: 'ok' },
    });
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(json).not.toHaveBeenCalled();
    await callApi({ url: 'x', method: 'POST', data: {}, schema: itemSchema });
    expect(json).toHaveBeenCalledTimes(1);
  });

  it('a download answers a Blob, checked by its schema like any other answer', async () => {
    server.use(
      http.get('*/api/file', () => new HttpResponse('PNG!', { headers: { 'Content-Type': 'image/png' } })),
    );
    const result = await callApi<Blob>({
      url: 'file',
      client: 'transfer',
      responseType: 'blob',
      schema: z.instanceof(Blob),
    });
    expect('data' in result && result.data.type).toBe('image/png');
    expect('data' in result && result.data.size).toBe(4);
  });

  it("a failed download still gives the answer's code, read back from the Blob", async () => {
    server.use(
      http.get('*/api/file', () =>
        HttpResponse.json({ message: 'No photo', code: 'NO_PHOTO' }, { status: 404 }),
      ),
    );
    const result = await callApi({
      url: 'file',
      client: 'transfer',
      responseType: 'blob',
      schema: z.instanceof(Blob),
    });
    expect(result).toEqual({ error: { status: 404, message: 'No photo', kind: 'other', code: 'NO_PHOTO' } });
  });

  it('a refusal keeps its code, the codes by field and the field a conflict is about', async () => {
    server.use(
      http.post('*/api/x', () =>
        HttpResponse.json(
          {
            message: 'Taken',
            code: 'DUPLICATE_MASSAR',
            field: 'massar',
            errors: { massar: 'DUPLICATE_MASSAR', ignored: 3 },
          },
          { status: 409 },
        ),
      ),
    );
    expect((await run({ method: 'POST' })).error).toEqual({
      status: 409,
      message: 'Taken',
      kind: 'other',
      code: 'DUPLICATE_MASSAR',
      fields: { massar: 'DUPLICATE_MASSAR' },
      field: 'massar',
    });
  });

  it('a file call that never gets an answer ends at the time limit (api/timeLimit.ts)', async () => {
    const previous = setAnswerTimeLimit(200);
    try {
      server.use(
        http.get('*/api/file', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const result = await callApi({
        url: 'file',
        client: 'transfer',
        responseType: 'blob',
        schema: z.instanceof(Blob),
      });
      expect(result).toMatchObject({ error: { status: 'NETWORK_ERROR' } });
    } finally {
      setAnswerTimeLimit(previous);
    }
  });
});

describe('axiosBaseQuery: idempotency keys and the time limit on writes (docs/api.md "Idempotency")', () => {
  afterEach(() => setAnswerTimeLimit(ANSWER_TIME_LIMIT_MS));

  it('sends the request’s key as the Idempotency-Key header, and none when it has no key', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/x', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ id: 1, name: 'ok' });
      }),
    );
    await run({ method: 'POST', data: {}, idempotencyKey: 'submission-1' });
    await run({ method: 'POST', data: {} });
    expect(keys).toEqual(['submission-1', null]);
  });

  it('a write cut by the time limit is OUTCOME_UNKNOWN (it may have been saved); a read cut is not', async () => {
    setAnswerTimeLimit(200);
    server.use(
      http.all('*/api/x', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    expect((await run({ method: 'POST', data: {}, idempotencyKey: 'k' })).error).toMatchObject({
      status: 'NETWORK_ERROR',
      code: 'OUTCOME_UNKNOWN',
    });
    const read = (await run()).error;
    expect(read?.status).toBe('NETWORK_ERROR');
    expect(read?.code).toBeUndefined();
  });

  it('a write refused at once by the network is a failure, not an unknown outcome', async () => {
    server.use(http.post('*/api/x', () => HttpResponse.error()));
    expect((await run({ method: 'POST', data: {} })).error?.code).toBeUndefined();
  });
});
