import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import type { NewsStatus } from '../../domain/news';
import {
  coverSchema,
  feedItemSchema,
  feedSchema,
  newsDetailSchema,
  newsPageSchema,
  newsSettingsSchema,
  pendingSchema,
  reminderSchema,
  type Cover,
  type Feed,
  type FeedItem,
  type NewsDetail,
  type NewsInput,
  type NewsPage,
  type NewsQuery,
  type NewsSettings,
  type PendingFamilies,
} from './news.schemas';

/** The selected child of a parent, for the feed and its marks. */
export interface ChildScope {
  student: number;
  year: number;
}

/** News endpoints (docs/api.md "News"): the staff's list and pieces, the parent's feed, the settings. */
export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    news: build.query<NewsPage, NewsQuery>({
      query: (params) => ({ url: 'news', params, schema: newsPageSchema }),
      providesTags: ['News'],
    }),
    newsItem: build.query<NewsDetail, number>({
      query: (id) => ({ url: `news/${id}`, schema: newsDetailSchema }),
      providesTags: ['News'],
    }),
    newsCover: build.query<Cover, number>({
      query: (id) => ({ url: `news/${id}/cover`, schema: coverSchema }),
    }),
    pendingFamilies: build.query<PendingFamilies, number>({
      query: (id) => ({ url: `news/${id}/pending`, schema: pendingSchema }),
      providesTags: ['News'],
    }),
    createNews: build.mutation<
      NewsDetail,
      { scope: Scope; input: NewsInput; publish: boolean; idempotencyKey?: string }
    >({
      query: ({ scope, input, publish, idempotencyKey }) => ({
        url: 'news',
        method: 'POST',
        params: scope,
        data: { ...input, publish },
        idempotencyKey,
        schema: newsDetailSchema,
      }),
      invalidatesTags: ['News', 'Notification'],
    }),
    updateNews: build.mutation<NewsDetail, { id: number; input: NewsInput }>({
      query: ({ id, input }) => ({ url: `news/${id}`, method: 'PUT', data: input, schema: newsDetailSchema }),
      invalidatesTags: ['News'],
    }),
    transitionNews: build.mutation<NewsDetail, { id: number; to: NewsStatus }>({
      query: ({ id, to }) => ({
        url: `news/${id}/transitions`,
        method: 'POST',
        data: { to },
        schema: newsDetailSchema,
      }),
      invalidatesTags: ['News', 'Notification'],
    }),
    remindNews: build.mutation<
      { families: number; notified: number },
      { id: number; idempotencyKey?: string }
    >({
      query: ({ id, idempotencyKey }) => ({
        url: `news/${id}/reminders`,
        method: 'POST',
        idempotencyKey,
        schema: reminderSchema,
      }),
      invalidatesTags: ['News'],
    }),
    newsFeed: build.query<Feed, ChildScope>({
      query: (params) => ({ url: 'news/feed', params, schema: feedSchema }),
      providesTags: ['News'],
    }),
    markNews: build.mutation<FeedItem, ChildScope & { id: number; mark: 'read' | 'acknowledge' }>({
      query: ({ id, mark, ...params }) => ({
        url: `news/${id}/${mark}`,
        method: 'POST',
        params,
        schema: feedItemSchema,
      }),
      // The feed is updated in place: the card the parent tapped changes at once, without a refetch.
      async onQueryStarted({ id, mark: _mark, ...child }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          newsApi.util.updateQueryData('newsFeed', child, (feed) => {
            const index = feed.items.findIndex((item) => item.id === id);
            if (index >= 0) feed.items[index] = data;
            feed.unread = feed.items.filter((item) => !item.read).length;
          }),
        );
      },
    }),
    newsSettings: build.query<NewsSettings, Scope>({
      query: (scope) => ({ url: 'news/settings', params: scope, schema: newsSettingsSchema }),
      providesTags: ['NewsSettings'],
    }),
    saveNewsSettings: build.mutation<NewsSettings, { scope: Scope; settings: NewsSettings }>({
      query: ({ scope, settings }) => ({
        url: 'news/settings',
        method: 'PUT',
        params: scope,
        data: settings,
        schema: newsSettingsSchema,
      }),
      invalidatesTags: ['NewsSettings', 'News'],
    }),
  }),
});

export const {
  useNewsQuery,
  useNewsItemQuery,
  useNewsCoverQuery,
  usePendingFamiliesQuery,
  useCreateNewsMutation,
  useUpdateNewsMutation,
  useTransitionNewsMutation,
  useRemindNewsMutation,
  useNewsFeedQuery,
  useMarkNewsMutation,
  useNewsSettingsQuery,
  useSaveNewsSettingsMutation,
} = newsApi;
