import 'fake-indexeddb/auto';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../mocks/node';
import { axiosBaseQuery, type ApiRequest } from './baseQuery';
import {
  eraseKeptAnswers,
  KEPT_ANSWERS_MAX,
  keepAnswer,
  keepAnswersFor,
  keptShownAsOf,
  keptUser,
  readKeptAnswer,
} from './keptAnswers';
import { requestKey } from './requestKey';

const balanceSchema = z.object({ balance: z.number() });
const parent = { key: '12', isParent: true, data: { displayname: 'Parent' } };
const otherParent = { key: '13', isParent: true, data: { displayname: 'Autre parent' } };
const staff = { key: '1', isParent: false, data: { displayname: 'Admin' } };

function ask(request: Partial<ApiRequest> = {}) {
  const api = { signal: new AbortController().signal } as BaseQueryApi;
  return axiosBaseQuery(
    {
      url: 'dashboard/parent',
      params: { student: 5, year: 2 },
      schema: balanceSchema,
      keep: true,
      ...request,
    },
    api,
    {},
  );
}

const KEY = requestKey('dashboard/parent', { student: 5, year: 2 });

/** The answer is kept in the background: waits until it is there. */
async function keptNow(key = KEY) {
  await expect.poll(() => readKeptAnswer(key)).not.toBeNull();
  return readKeptAnswer(key);
}

function answering(body: { balance: number }) {
  server.use(http.get('*/api/dashboard/parent', () => HttpResponse.json(body)));
}

function unreachable() {
  server.use(http.get('*/api/dashboard/parent', () => HttpResponse.error()));
}

/** The parent signed in, whose balance answer (1,200) was kept. */
async function parentWithKeptBalance() {
  await keepAnswersFor(parent, 'token-parent');
  answering({ balance: 1200 });
  await ask();
  return keptNow();
}

afterEach(async () => {
  await eraseKeptAnswers();
});

describe('Offline parent view (api/keptAnswers.ts)', () => {
  it('a parent’s last answer is shown when the API cannot be reached, with the time it was kept', async () => {
    await keepAnswersFor(parent, 'token-parent');
    answering({ balance: 1200 });
    expect(await ask()).toEqual({ data: { balance: 1200 } });
    const kept = await keptNow();
    expect(keptShownAsOf()).toBeNull();

    unreachable();
    expect(await ask()).toEqual({ data: { balance: 1200 } });
    expect(keptShownAsOf()).toBe(kept?.savedAt);

    // Back online: the fresh answer replaces it and the "shown as of" notice goes.
    answering({ balance: 800 });
    expect(await ask()).toEqual({ data: { balance: 800 } });
    expect(keptShownAsOf()).toBeNull();
  });

  it('the kept answer is the one of the same request: another child’s is never shown', async () => {
    await parentWithKeptBalance();
    unreachable();
    const otherChild = await ask({ params: { student: 6, year: 2 } });
    expect(otherChild).toMatchObject({ error: { status: 'NETWORK_ERROR' } });
  });

  it('an answer of the server (a refusal, an error) is shown as it is, never replaced by the kept one', async () => {
    await parentWithKeptBalance();
    server.use(
      http.get('*/api/dashboard/parent', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    expect(await ask()).toMatchObject({ error: { status: 500 } });
    expect(keptShownAsOf()).toBeNull();
  });

  it('a kept answer that no longer passes the endpoint’s schema is not shown', async () => {
    await keepAnswersFor(parent, 'token-parent');
    await keepAnswer(KEY, { balance: 'mille' });
    unreachable();
    expect(await ask()).toMatchObject({ error: { status: 'NETWORK_ERROR' } });
    expect(keptShownAsOf()).toBeNull();
  });

  it('nothing is kept for staff, and a staff sign-in erases what a parent left', async () => {
    await parentWithKeptBalance();

    await keepAnswersFor(staff, 'token-staff');
    expect(await readKeptAnswer(KEY)).toBeNull();
    expect(await keptUser('token-parent')).toBeNull();
    await ask();
    unreachable();
    expect(await ask()).toMatchObject({ error: { status: 'NETWORK_ERROR' } });
    expect(await keptUser('token-staff')).toBeNull();
  });

  it('another parent’s sign-in erases the previous parent’s answers; the same parent’s keeps them', async () => {
    await parentWithKeptBalance();
    await keepAnswersFor(parent, 'token-parent-again');
    expect(await readKeptAnswer(KEY)).not.toBeNull();

    await keepAnswersFor(otherParent, 'token-other');
    expect(await readKeptAnswer(KEY)).toBeNull();
    unreachable();
    expect(await ask()).toMatchObject({ error: { status: 'NETWORK_ERROR' } });
  });

  it('logout erases everything kept', async () => {
    await parentWithKeptBalance();
    await eraseKeptAnswers();
    expect(await keptUser('token-parent')).toBeNull();
    unreachable();
    expect(await ask()).toMatchObject({ error: { status: 'NETWORK_ERROR' } });
  });

  it('an offline start finds the parent kept with the stored token only, and says as of when', async () => {
    await keepAnswersFor(parent, 'token-parent');
    expect(await keptUser('another-token')).toBeNull();
    expect(keptShownAsOf()).toBeNull();
    expect(await keptUser('token-parent')).toEqual(parent.data);
    expect(keptShownAsOf()).not.toBeNull();
  });

  it(`keeps the ${KEPT_ANSWERS_MAX} latest answers at most, the oldest go first`, async () => {
    await keepAnswersFor(parent, 'token-parent');
    for (let week = 0; week <= KEPT_ANSWERS_MAX; week += 1) {
      await keepAnswer(requestKey('canteen/students/5/menu', { week, year: 2 }), { week });
      // Distinct times, so "the oldest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(await readKeptAnswer(requestKey('canteen/students/5/menu', { week: 0, year: 2 }))).toBeNull();
    expect(await readKeptAnswer(requestKey('canteen/students/5/menu', { week: 1, year: 2 }))).not.toBeNull();
    expect(await keptUser('token-parent')).toEqual(parent.data);
  });

  it('the key of a request does not depend on the order of its parameters', () => {
    expect(requestKey('x', { year: 2, student: 5 })).toBe(requestKey('x', { student: 5, year: 2 }));
    expect(requestKey('x', { student: 5, week: undefined })).toBe('x?student=5');
  });
});
