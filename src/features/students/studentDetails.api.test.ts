import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../api/api';
import { navigationSettled, resetSessionRedirect } from '../../api/errors';
import { setAnswerTimeLimit } from '../../api/timeLimit';
import { server } from '../../mocks/node';
import { studentDetailsApi } from './studentDetails.api';

/** The store of the api alone: what matters here is the call each endpoint makes. */
function apiStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

// The real limit is 25 s (api/timeLimit.ts); a short one keeps "never answers" fast here.
let previousLimit: number;
beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
  previousLimit = setAnswerTimeLimit(300);
});
afterEach(() => {
  setAnswerTimeLimit(previousLimit);
});

describe('student details endpoints go through the one base query (api/baseQuery.ts)', () => {
  it('a note that never gets an answer ends at the time limit, like every other call', async () => {
    server.use(http.post('*/api/students/:id/notes', never));
    const store = apiStore();
    const result = await store.dispatch(
      studentDetailsApi.endpoints.addNote.initiate({ id: 1, year: 2, text: 'Bonjour' }),
    );
    expect(result.error).toMatchObject({ status: 'NETWORK_ERROR' });
  });

  it('a document upload (transfer client) that never gets an answer ends at the time limit too', async () => {
    server.use(http.post('*/api/students/:id/documents', never));
    const store = apiStore();
    const file = new File(['%PDF-1.4'], 'certificat.pdf', { type: 'application/pdf' });
    const result = await store.dispatch(
      studentDetailsApi.endpoints.uploadDocument.initiate({
        id: 1,
        year: 2,
        typeId: 1,
        expiryDate: null,
        file,
      }),
    );
    expect(result.error).toMatchObject({ status: 'NETWORK_ERROR' });
  });

  it('a refused save keeps the field a conflict is about and the error codes by field', async () => {
    server.use(
      http.put('*/api/students/:id', () =>
        HttpResponse.json(
          {
            message: 'Taken',
            code: 'DUPLICATE_MASSAR',
            field: 'massar',
            errors: { massar: 'DUPLICATE_MASSAR' },
          },
          { status: 409 },
        ),
      ),
    );
    const store = apiStore();
    const result = await store.dispatch(
      studentDetailsApi.endpoints.updateStudent.initiate({
        id: 1,
        year: 2,
        input: {} as Parameters<typeof studentDetailsApi.endpoints.updateStudent.initiate>[0]['input'],
      }),
    );
    expect(result.error).toMatchObject({
      status: 409,
      code: 'DUPLICATE_MASSAR',
      field: 'massar',
      fields: { massar: 'DUPLICATE_MASSAR' },
    });
  });
});
