import * as z from 'zod/mini';
import { api } from '../../../api/api';
import type { PushLanguage } from '../../../domain/pushRules';
import {
  pushDeviceSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushPreferencesSchema,
  type PushDevice,
  type PushPreferencesView,
} from './push.schemas';

/** What a device sends when it subscribes (the browser's `PushSubscription.toJSON()`, named and in a language). */
export interface NewPushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
  language: PushLanguage;
}

/**
 * Push notifications (docs/api.md "Push notifications"): the API's key, the user's devices and preferences. The
 * preferences are the user's (every device follows them); the devices are listed so one can be removed.
 */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    pushKey: build.query<{ publicKey: string }, void>({
      query: () => ({ url: 'push/key', schema: pushKeySchema }),
    }),
    pushDevices: build.query<PushDevice[], void>({
      query: () => ({ url: 'push/subscriptions', schema: pushDevicesSchema }),
      providesTags: ['Push'],
    }),
    addPushDevice: build.mutation<PushDevice, NewPushDevice & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...device }) => ({
        url: 'push/subscriptions',
        method: 'POST',
        data: device,
        idempotencyKey,
        schema: pushDeviceSchema,
      }),
      invalidatesTags: ['Push'],
    }),
    /** 204, no body: the schema accepts the empty answer. */
    removePushDevice: build.mutation<unknown, number>({
      query: (id) => ({ url: `push/subscriptions/${id}`, method: 'DELETE', schema: z.unknown() }),
      invalidatesTags: ['Push'],
    }),
    pushPreferences: build.query<PushPreferencesView, void>({
      query: () => ({ url: 'push/preferences', schema: pushPreferencesSchema }),
      providesTags: ['Push'],
    }),
    savePushPreferences: build.mutation<PushPreferencesView, PushPreferencesView>({
      query: (preferences) => ({
        url: 'push/preferences',
        method: 'PUT',
        data: preferences,
        schema: pushPreferencesSchema,
      }),
      invalidatesTags: ['Push'],
    }),
  }),
});

export const {
  usePushKeyQuery,
  usePushDevicesQuery,
  useAddPushDeviceMutation,
  useRemovePushDeviceMutation,
  usePushPreferencesQuery,
  useSavePushPreferencesMutation,
} = pushApi;
