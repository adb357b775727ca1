import { api } from '../../api/api';
import { requestApi } from '../../api/baseQuery';
import { saveFile } from '../../lib/saveFile';
import type { Scope } from '../../session/useScope';
import {
  childHomeworkSchema,
  homeworkClassesSchema,
  homeworkDeletedSchema,
  homeworkFileSchema,
  homeworkPageSchema,
  homeworkSchema,
  type ChildHomework,
  type Homework,
  type HomeworkClass,
  type HomeworkInput,
  type HomeworkListQuery,
  type HomeworkPage,
} from './homework.schemas';

/** Every homework read: a save, a removal or an attachment refetches the lists and the parent's view. */
const HOMEWORK = ['Homework'] as const;

/** Homework endpoints (docs/api.md "Homework"). */
export const homeworkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeworkClasses: build.query<HomeworkClass[], Scope>({
      query: (params) => ({ url: 'homework/classes', params, schema: homeworkClassesSchema }),
      providesTags: [...HOMEWORK],
    }),
    getHomeworkList: build.query<HomeworkPage, HomeworkListQuery>({
      query: (params) => ({ url: 'homework', params, schema: homeworkPageSchema }),
      providesTags: [...HOMEWORK],
    }),
    /** One homework as it is now: its version (`ETag`) is the one its edit sends as `If-Match`. */
    getHomework: build.query<Homework, { id: number; year: number }>({
      query: ({ id, year }) => ({ url: `homework/${id}`, params: { year }, schema: homeworkSchema }),
      providesTags: [...HOMEWORK],
    }),
    /** A create: one `Idempotency-Key` per submission, so a double click or a retry records one homework. */
    createHomework: build.mutation<Homework, { scope: Scope; input: HomeworkInput; idempotencyKey?: string }>(
      {
        query: ({ scope, input, idempotencyKey }) => ({
          url: 'homework',
          method: 'POST',
          params: scope,
          data: input,
          idempotencyKey,
          schema: homeworkSchema,
        }),
        invalidatesTags: [...HOMEWORK],
      },
    ),
    /** A replacement (every field): its `If-Match` is added by the base query from the homework's read. */
    updateHomework: build.mutation<Homework, { id: number; year: number; input: HomeworkInput }>({
      query: ({ id, year, input }) => ({
        url: `homework/${id}`,
        method: 'PUT',
        params: { year },
        data: input,
        schema: homeworkSchema,
      }),
      invalidatesTags: [...HOMEWORK],
    }),
    deleteHomework: build.mutation<unknown, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `homework/${id}`,
        method: 'DELETE',
        params: { year },
        schema: homeworkDeletedSchema,
      }),
      invalidatesTags: [...HOMEWORK],
    }),
    /** Replaces the attachment (multipart, transfer client): the server types the file by its content. */
    setHomeworkAttachment: build.mutation<Homework, { id: number; year: number; file: File }>({
      query: ({ id, year, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return {
          url: `homework/${id}/attachment`,
          method: 'PUT',
          params: { year },
          data: form,
          client: 'transfer',
          schema: homeworkSchema,
        };
      },
      invalidatesTags: [...HOMEWORK],
    }),
    removeHomeworkAttachment: build.mutation<Homework, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `homework/${id}/attachment`,
        method: 'DELETE',
        params: { year },
        schema: homeworkSchema,
      }),
      invalidatesTags: [...HOMEWORK],
    }),
    /** The homework of a child's class shown to the family, for their parent (default: today and 14 days on). */
    getChildHomework: build.query<ChildHomework, { student: number; year: number }>({
      query: ({ student, year }) => ({
        url: `homework/children/${student}`,
        params: { year },
        schema: childHomeworkSchema,
      }),
      providesTags: [...HOMEWORK],
    }),
  }),
});

export const {
  useCreateHomeworkMutation,
  useDeleteHomeworkMutation,
  useGetChildHomeworkQuery,
  useGetHomeworkClassesQuery,
  useGetHomeworkListQuery,
  useGetHomeworkQuery,
  useRemoveHomeworkAttachmentMutation,
  useSetHomeworkAttachmentMutation,
  useUpdateHomeworkMutation,
} = homeworkApi;

/**
 * Downloads a homework's attachment through the transfer client (the token goes in a header, so a plain link would
 * not do) and saves it under its name. Rejects when the API refuses or cannot be reached.
 */
export async function downloadHomeworkAttachment(
  homework: { id: number; attachment: { name: string } | null },
  year: number,
): Promise<void> {
  if (!homework.attachment) return;
  const file = await requestApi<Blob>({
    url: `homework/${homework.id}/attachment`,
    params: { year },
    client: 'transfer',
    responseType: 'blob',
    schema: homeworkFileSchema,
  });
  saveFile(homework.attachment.name, file);
}

/** The same, for a parent: the attachment of a homework of their child's class. */
export async function downloadChildHomeworkAttachment(
  student: number,
  homework: { id: number; attachment: { name: string } | null },
  year: number,
): Promise<void> {
  if (!homework.attachment) return;
  const file = await requestApi<Blob>({
    url: `homework/children/${student}/${homework.id}/attachment`,
    params: { year },
    client: 'transfer',
    responseType: 'blob',
    schema: homeworkFileSchema,
  });
  saveFile(homework.attachment.name, file);
}
