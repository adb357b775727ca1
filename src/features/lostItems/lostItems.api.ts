import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import type { ItemStatus, RequestStatus } from '../../domain/lostItems';
import {
  itemDetailSchema,
  itemPageSchema,
  recentPageSchema,
  requestPageSchema,
  requestRowSchema,
  settingsSchema,
  summarySchema,
  type ItemDetail,
  type ItemPage,
  type ItemsQuery,
  type LostItemsSummary,
  type NewItemInput,
  type NewRequestInput,
  type ParentQuery,
  type RecentPage,
  type RequestPage,
  type RequestRow,
} from './lostItems.schemas';

/** Lost items endpoints (docs/api.md "Lost items"). */
export const lostItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    lostItems: build.query<ItemPage, ItemsQuery>({
      query: (params) => ({ url: 'lost-items', params, schema: itemPageSchema }),
      providesTags: ['LostItem'],
    }),
    lostItem: build.query<ItemDetail, number>({
      query: (id) => ({ url: `lost-items/${id}`, schema: itemDetailSchema }),
      providesTags: ['LostItem'],
    }),
    recentLostItems: build.query<RecentPage, ParentQuery>({
      // The parent's scope: the selected child and year (the branch is the child's).
      query: ({ branch: _branch, ...params }) => ({
        url: 'lost-items/recent',
        params,
        schema: recentPageSchema,
      }),
      providesTags: ['LostItem'],
    }),
    lostItemsSummary: build.query<LostItemsSummary, Scope>({
      query: (params) => ({ url: 'lost-items/summary', params, schema: summarySchema }),
      providesTags: ['LostItem', 'LostItemRequest'],
    }),
    setDisposalDays: build.mutation<{ disposalDays: number }, { scope: Scope; disposalDays: number }>({
      query: ({ scope, disposalDays }) => ({
        url: 'lost-items/settings',
        method: 'PUT',
        params: scope,
        data: { disposalDays },
        schema: settingsSchema,
      }),
      invalidatesTags: ['LostItem'],
    }),
    recordLostItem: build.mutation<
      ItemDetail,
      { scope: Scope; input: NewItemInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => {
        const form = new FormData();
        form.append('category', input.category);
        form.append('description', input.description);
        form.append('place', input.place);
        form.append('foundOn', input.foundOn);
        if (input.photo) form.append('file', input.photo, input.photoName);
        return {
          url: 'lost-items',
          method: 'POST',
          params: scope,
          data: form,
          idempotencyKey,
          schema: itemDetailSchema,
          client: 'transfer',
        };
      },
      invalidatesTags: ['LostItem'],
    }),
    transitionLostItem: build.mutation<ItemDetail, { id: number; to: ItemStatus }>({
      query: ({ id, to }) => ({
        url: `lost-items/${id}/transitions`,
        method: 'POST',
        data: { to },
        schema: itemDetailSchema,
      }),
      invalidatesTags: ['LostItem', 'LostItemRequest'],
    }),
    lostItemRequests: build.query<RequestPage, ParentQuery>({
      query: (params) => ({ url: 'lost-item-requests', params, schema: requestPageSchema }),
      providesTags: ['LostItemRequest'],
    }),
    lostItemRequest: build.query<RequestRow, number>({
      query: (id) => ({ url: `lost-item-requests/${id}`, schema: requestRowSchema }),
      providesTags: ['LostItemRequest'],
    }),
    sendLostItemRequest: build.mutation<
      RequestRow,
      { student: number; year: number; input: NewRequestInput; idempotencyKey?: string }
    >({
      query: ({ student, year, input, idempotencyKey }) => ({
        url: 'lost-item-requests',
        method: 'POST',
        params: { student, year },
        data: input,
        idempotencyKey,
        schema: requestRowSchema,
      }),
      invalidatesTags: ['LostItem', 'LostItemRequest'],
    }),
    transitionLostItemRequest: build.mutation<
      RequestRow,
      { id: number; to: RequestStatus; itemId?: number; reason?: string }
    >({
      query: ({ id, ...data }) => ({
        url: `lost-item-requests/${id}/transitions`,
        method: 'POST',
        data,
        schema: requestRowSchema,
      }),
      invalidatesTags: ['LostItem', 'LostItemRequest'],
    }),
  }),
});

export const {
  useLostItemQuery,
  useLostItemRequestQuery,
  useLostItemsQuery,
  useLostItemsSummaryQuery,
  useRecordLostItemMutation,
  useSendLostItemRequestMutation,
  useSetDisposalDaysMutation,
  useTransitionLostItemMutation,
  useTransitionLostItemRequestMutation,
} = lostItemsApi;
