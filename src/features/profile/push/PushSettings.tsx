import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { apiErrorText } from '../../../api/errorText';
import { useSubmission } from '../../../api/useSubmission';
import { ErrorState } from '../../../components/ErrorState';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import { Spinner } from '../../../components/Spinner';
import { PUSH_CHOICES, PUSH_LANGUAGES, PUSH_TOPICS, type PushLanguage } from '../../../domain/pushRules';
import { childFirstName } from '../../../lib/childName';
import { selectAuth } from '../../../session/auth.slice';
import { useAppSelector } from '../../../store/hooks';
import {
  currentSubscription,
  deviceLabel,
  pushSupport,
  PushRefused,
  subscribeThisDevice,
} from './browserPush';
import {
  useAddPushDeviceMutation,
  usePushDevicesQuery,
  usePushKeyQuery,
  usePushPreferencesQuery,
  useRemovePushDeviceMutation,
  useSavePushPreferencesMutation,
} from './push.api';
import type { PushPreferencesView } from './push.schemas';

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold disabled:opacity-60 md:min-h-control';

/** A field name for a child: react-hook-form reads a number in a path as an array's index. */
const childField = (id: string) => `child${id}`;

const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'profile.push.timeInvalid'));

const valuesSchema = z.object({
  topics: z.record(z.enum(PUSH_TOPICS), z.enum(PUSH_CHOICES)),
  children: z.record(z.string(), z.boolean()),
  quiet: z.boolean(),
  quietStart: timeSchema,
  quietEnd: timeSchema,
  summaryTime: timeSchema,
});
type Values = z.infer<typeof valuesSchema>;

function toValues(preferences: PushPreferencesView, childIds: readonly string[]): Values {
  return {
    topics: preferences.topics,
    children: Object.fromEntries(childIds.map((id) => [childField(id), preferences.children[id] !== false])),
    quiet: preferences.quietHours !== null,
    quietStart: preferences.quietHours?.start ?? '21:00',
    quietEnd: preferences.quietHours?.end ?? '07:00',
    summaryTime: preferences.summaryTime,
  };
}

function toPreferences(values: Values, childIds: readonly string[]): PushPreferencesView {
  return {
    topics: values.topics,
    children: Object.fromEntries(childIds.map((id) => [id, values.children[childField(id)] !== false])),
    quietHours: values.quiet ? { start: values.quietStart, end: values.quietEnd } : null,
    summaryTime: values.summaryTime,
  };
}

/** What the user chooses: per topic, per child (a parent), the quiet hours and the daily summary's time. */
function PreferencesForm({ preferences }: { preferences: PushPreferencesView }) {
  const { t, i18n } = useTranslation();
  const { user } = useAppSelector(selectAuth);
  const [save] = useSavePushPreferencesMutation();
  const children = user?.isParent ? (user.students ?? []) : [];
  const childIds = children.map((child) => String(child.studentid));
  const form = useForm<Values>({
    resolver: zodResolver(valuesSchema),
    defaultValues: toValues(preferences, childIds),
  });
  const quiet = useWatch({ control: form.control, name: 'quiet' });
  const choices = PUSH_CHOICES.map((choice) => ({
    value: choice,
    label: t(`profile.push.choices.${choice}`),
  }));
  return (
    <Form
      form={form}
      aria-label={t('profile.push.preferences')}
      onSubmit={async (values) => {
        const saved = await save(toPreferences(values, childIds)).unwrap();
        form.reset(toValues(saved, childIds));
        notify('success', t('profile.push.saved'));
      }}
    >
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('profile.push.topicsTitle')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PUSH_TOPICS.map((topic) => (
            <SelectField
              key={topic}
              name={`topics.${topic}`}
              label={t(`profile.push.topics.${topic}`)}
              options={choices}
              required
            />
          ))}
        </div>
      </fieldset>
      {children.length > 1 && (
        // Each child's whole line is its box's target, however short the name (44 px on a parent's phone).
        <fieldset className="mt-4 [&_label]:flex">
          <legend className="font-semibold">{t('profile.push.childrenTitle')}</legend>
          {children.map((child) => (
            <CheckboxField
              key={child.studentid}
              name={`children.${childField(String(child.studentid))}`}
              label={childFirstName(child, i18n.language)}
            />
          ))}
        </fieldset>
      )}
      <fieldset className="mt-4">
        <legend className="font-semibold">{t('profile.push.quietTitle')}</legend>
        <CheckboxField name="quiet" label={t('profile.push.quietOn')} hint={t('profile.push.quietHint')} />
        {quiet && (
          <div className="grid grid-cols-2 gap-3">
            <TextField name="quietStart" type="time" label={t('profile.push.quietStart')} required />
            <TextField name="quietEnd" type="time" label={t('profile.push.quietEnd')} required />
          </div>
        )}
      </fieldset>
      <div className="mt-4 max-w-xs">
        <TextField
          name="summaryTime"
          type="time"
          label={t('profile.push.summaryTime')}
          hint={t('profile.push.summaryHint')}
          required
        />
      </div>
      <FormActions submitLabel={t('profile.push.save')} />
    </Form>
  );
}

/** This device: turn notifications on (the browser asks then, never on a page's load) or off. */
function ThisDevice() {
  const { t, i18n } = useTranslation();
  const key = usePushKeyQuery();
  const devices = usePushDevicesQuery();
  const [addDevice] = useAddPushDeviceMutation();
  const [removeDevice] = useRemovePushDeviceMutation();
  const submission = useSubmission();
  const [support, setSupport] = useState(pushSupport);
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, []);
  const mine = devices.data?.find((device) => endpoint && device.endpoint === endpoint) ?? null;
  const on = endpoint !== null && endpoint !== undefined && (mine !== null || devices.data === undefined);

  const turnOn = async () => {
    if (!key.data) return;
    setProblem(null);
    try {
      const subscription = await subscribeThisDevice(key.data.publicKey);
      const language = (PUSH_LANGUAGES as readonly string[]).includes(i18n.language)
        ? (i18n.language as PushLanguage)
        : 'fr';
      await submission.run({ endpoint: subscription.endpoint }, (idempotencyKey) =>
        addDevice({
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
          label: deviceLabel(),
          language,
          idempotencyKey,
        }).unwrap(),
      );
      setEndpoint(subscription.endpoint ?? null);
    } catch (caught) {
      setSupport(pushSupport());
      setProblem(
        caught instanceof PushRefused
          ? t(`profile.push.refused.${caught.reason}`)
          : apiErrorText(caught, t, t('profile.push.turnOnFailed')),
      );
    }
  };

  const turnOff = async () => {
    setProblem(null);
    try {
      if (mine) await removeDevice(mine.id).unwrap();
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      setEndpoint(null);
    } catch (caught) {
      setProblem(apiErrorText(caught, t, t('profile.push.turnOffFailed')));
    }
  };

  if (support === 'homeScreenFirst') return <p className="text-sm">{t('profile.push.homeScreenFirst')}</p>;
  if (support === 'unavailable') return <p className="text-sm">{t('profile.push.unavailable')}</p>;
  if (support === 'blocked') return <p className="text-sm">{t('profile.push.blocked')}</p>;
  if (endpoint === undefined || key.isLoading) return <Spinner />;
  if (key.isError)
    return <ErrorState message={t('profile.push.loadError')} onRetry={() => void key.refetch()} />;
  return (
    <div className="space-y-2">
      <p className="text-sm" role="status">
        {on ? t('profile.push.onHere') : t('profile.push.offHere')}
      </p>
      {on ? (
        <button
          type="button"
          onClick={() => void turnOff()}
          className={`${BUTTON} border border-neutral-300 hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-700`}
        >
          {t('profile.push.turnOff')}
        </button>
      ) : (
        <button
          type="button"
          disabled={submission.busy}
          onClick={() => void turnOn()}
          className={`${BUTTON} bg-primary-600 text-white hover:bg-primary-700`}
        >
          {t('profile.push.turnOn')}
        </button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-500">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The user's devices that receive notifications, each removable (a phone lost or given away). */
function Devices() {
  const { t, i18n } = useTranslation();
  const devices = usePushDevicesQuery();
  const [removeDevice, removing] = useRemovePushDeviceMutation();
  if (devices.isLoading) return <Spinner />;
  if (devices.isError)
    return <ErrorState message={t('profile.push.loadError')} onRetry={() => void devices.refetch()} />;
  const list = devices.data ?? [];
  if (list.length === 0) return <p className="text-sm">{t('profile.push.noDevice')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
      {list.map((device) => (
        <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="block font-semibold" dir="auto">
              {device.label}
            </span>
            <span className="block text-xs text-neutral-600 dark:text-neutral-300">
              {t('profile.push.since', { date: date.format(new Date(device.createdAt)) })}
            </span>
          </span>
          <button
            type="button"
            disabled={removing.isLoading}
            onClick={() =>
              void removeDevice(device.id)
                .unwrap()
                .catch((caught: unknown) =>
                  notify('error', apiErrorText(caught, t, t('profile.push.turnOffFailed'))),
                )
            }
            aria-label={t('profile.push.removeDevice', { device: device.label })}
            className={`${BUTTON} border border-neutral-300 hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-700`}
          >
            {t('profile.push.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One part of the settings, named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Notifications outside the app (docs/architecture.md "Push without the flood"): this device turned on or off, the
 * devices that receive them, and what is sent when. The in-app notifications page stays the one list of what
 * happened; push is a way to be told of it.
 */
export function PushSettings() {
  const { t } = useTranslation();
  const preferences = usePushPreferencesQuery();
  return (
    <div className="space-y-6">
      <Part id="push-device" title={t('profile.push.thisDevice')}>
        <ThisDevice />
      </Part>
      <Part id="push-devices" title={t('profile.push.devices')}>
        <Devices />
      </Part>
      <Part id="push-preferences" title={t('profile.push.preferences')}>
        {preferences.isLoading ? (
          <Spinner />
        ) : preferences.isError || !preferences.data ? (
          <ErrorState message={t('profile.push.loadError')} onRetry={() => void preferences.refetch()} />
        ) : (
          <PreferencesForm preferences={preferences.data} />
        )}
      </Part>
    </div>
  );
}
