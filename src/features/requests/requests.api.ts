import * as z from 'zod/mini';
import { api } from '../../api/api';
import { requestApi } from '../../api/baseQuery';
import type { Scope } from '../../session/useScope';
import type { RequestState } from '../../domain/requests';
import {
  certificateSchema,
  requestDetailSchema,
  requestPageSchema,
  requestSummarySchema,
  requestTypeSchema,
  requestTypesSchema,
  type Certificate,
  type RequestDetail,
  type RequestPage,
  type RequestsQuery,
  type RequestSummary,
  type RequestType,
  type RequestTypeInput,
  type RequestTypes,
} from './requests.schemas';

/** What a family sends to make a request (`POST requests`, multipart). */
export interface NewRequestInput {
  studentId: number;
  typeId: number;
  text: string;
  /** Text, date and choice answers by field key. */
  answers: Record<string, string>;
  /** A file field's file by field key. */
  fieldFiles: Record<string, File>;
  files: File[];
}

/**
 * The text fields of `POST requests`, in the order they are sent: the outbox sends a request written offline with
 * the same fields (requestsOutbox.ts), so its resend is the same request under the same key.
 */
export function newRequestFields(input: Pick<NewRequestInput, 'studentId' | 'typeId' | 'text' | 'answers'>) {
  return [
    ['studentId', String(input.studentId)],
    ['typeId', String(input.typeId)],
    ['text', input.text],
    ['answers', JSON.stringify(input.answers)],
  ] satisfies [string, string][];
}

/** Requests endpoints (docs/api.md "Requests"), always with the selected branch and year. */
export const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestTypes: build.query<RequestTypes, Scope>({
      query: ({ branch, year }) => ({
        url: 'request-types',
        params: { branch, year },
        schema: requestTypesSchema,
      }),
      providesTags: ['RequestType'],
    }),
    saveRequestType: build.mutation<
      RequestType,
      { scope: Scope; id: number | null; input: RequestTypeInput; idempotencyKey?: string }
    >({
      query: ({ scope, id, input, idempotencyKey }) => ({
        url: id === null ? 'request-types' : `request-types/${id}`,
        method: id === null ? 'POST' : 'PUT',
        params: { branch: scope.branch, year: scope.year },
        data: input,
        idempotencyKey: id === null ? idempotencyKey : undefined,
        schema: requestTypeSchema,
      }),
      invalidatesTags: ['RequestType'],
    }),
    requests: build.query<RequestPage, RequestsQuery>({
      query: (params) => ({ url: 'requests', params, schema: requestPageSchema }),
      providesTags: ['Request'],
    }),
    requestSummary: build.query<RequestSummary, Scope>({
      query: ({ branch, year }) => ({
        url: 'requests/summary',
        params: { branch, year },
        schema: requestSummarySchema,
      }),
      providesTags: ['Request'],
    }),
    request: build.query<RequestDetail, number>({
      query: (id) => ({ url: `requests/${id}`, schema: requestDetailSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Request', id }],
    }),
    createRequest: build.mutation<
      RequestDetail,
      { scope: Scope; input: NewRequestInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => {
        const form = new FormData();
        for (const [name, value] of newRequestFields(input)) form.append(name, value);
        for (const [key, file] of Object.entries(input.fieldFiles))
          form.append(`field:${key}`, file, file.name);
        for (const file of input.files) form.append('files', file, file.name);
        return {
          url: 'requests',
          method: 'POST',
          params: { branch: scope.branch, year: scope.year },
          data: form,
          client: 'transfer',
          idempotencyKey,
          schema: requestDetailSchema,
        };
      },
      invalidatesTags: ['Request', 'Notification'],
    }),
    replyToRequest: build.mutation<
      RequestDetail,
      { id: number; text: string; internal: boolean; idempotencyKey?: string }
    >({
      query: ({ id, text, internal, idempotencyKey }) => ({
        url: `requests/${id}/replies`,
        method: 'POST',
        data: { text, internal },
        idempotencyKey,
        schema: requestDetailSchema,
      }),
      invalidatesTags: ['Request', 'Notification'],
    }),
    moveRequest: build.mutation<RequestDetail, { id: number; to: RequestState; reason?: string }>({
      query: ({ id, to, reason }) => ({
        url: `requests/${id}/transitions`,
        method: 'POST',
        data: reason ? { to, reason } : { to },
        schema: requestDetailSchema,
      }),
      invalidatesTags: ['Request', 'Notification'],
    }),
    assignRequest: build.mutation<RequestDetail, { id: number; assigneeId: number | null }>({
      query: ({ id, assigneeId }) => ({
        url: `requests/${id}/assignee`,
        method: 'PUT',
        data: { assigneeId },
        schema: requestDetailSchema,
      }),
      invalidatesTags: ['Request'],
    }),
    certificate: build.query<Certificate, number>({
      query: (id) => ({ url: `requests/${id}/certificate`, schema: certificateSchema }),
      // Read again once sent: the certificate then carries its number and verification code.
      providesTags: ['Request'],
      keepUnusedDataFor: 0,
    }),
    issueCertificate: build.mutation<RequestDetail, { id: number; idempotencyKey: string }>({
      query: ({ id, idempotencyKey }) => ({
        url: `requests/${id}/certificate/issue`,
        method: 'POST',
        idempotencyKey,
        schema: requestDetailSchema,
      }),
      invalidatesTags: ['Request', 'Notification'],
    }),
  }),
});

export const {
  useRequestTypesQuery,
  useSaveRequestTypeMutation,
  useRequestsQuery,
  useRequestSummaryQuery,
  useRequestQuery,
  useCreateRequestMutation,
  useReplyToRequestMutation,
  useMoveRequestMutation,
  useAssignRequestMutation,
  useCertificateQuery,
  useIssueCertificateMutation,
} = requestsApi;

/** An attachment's bytes, through the transfer client (the token cannot ride on a plain link). */
export function downloadRequestFile(path: string): Promise<Blob> {
  return requestApi<Blob>({
    url: 'requests/files',
    params: { path },
    client: 'transfer',
    responseType: 'blob',
    schema: z.instanceof(Blob),
  });
}
