import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/**
 * The one RTK Query api. Feature folders add their endpoints with `api.injectEndpoints` and take the selected
 * `branch` and `year` as query arguments, so changing the selector refetches and caches never mix branches.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Notification', 'Student'],
  // Back online, every list on screen asks again (setupListeners in store/store.ts; issue 6 offline).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
