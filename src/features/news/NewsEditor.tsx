import { skipToken } from '@reduxjs/toolkit/query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { BUTTON } from '../../components/buttons';
import { CheckboxField } from '../../components/form/CheckboxField';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { Select, type SelectOption } from '../../components/Select';
import { todayIso } from '../../domain/dates';
import { NEWS_AUDIENCES } from '../../domain/news';
import type { Scope } from '../../session/useScope';
import { useLevelsQuery } from '../school-settings';
import { coverSource, prepareCover } from './cover';
import {
  useCreateNewsMutation,
  useNewsCoverQuery,
  useNewsSettingsQuery,
  useUpdateNewsMutation,
} from './news.api';
import type { Cover, NewsDetail, NewsInput, NewsSettings } from './news.schemas';
import { HiddenFileInput } from '../../components/HiddenFileInput';

export const NEWS_TITLE_MAX = 150;
export const NEWS_BODY_MAX = 10_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The editor's rules, the same the demo API applies (docs/api.md "POST news"). */
export const newsFormSchema = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.maxLength(NEWS_TITLE_MAX, 'validation.tooLong'),
      ),
    body: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.maxLength(NEWS_BODY_MAX, 'validation.tooLong'),
      ),
    categoryId: z.string(),
    audience: z.enum(NEWS_AUDIENCES, 'validation.required'),
    levelIds: z.array(z.number()),
    classIds: z.array(z.number()),
    publishAt: z.string().check(z.regex(DATE, 'validation.invalidDate')),
    expiresAt: z
      .string()
      .check(z.refine((value) => value === '' || DATE.test(value), 'validation.invalidDate')),
    pinned: z.boolean(),
    requiresAck: z.boolean(),
    publish: z.boolean(),
  })
  .check(
    z.refine((values) => values.expiresAt === '' || values.expiresAt >= values.publishAt, {
      message: 'news.validation.expiryBeforePublish',
      path: ['expiresAt'],
    }),
    z.refine((values) => !(values.requiresAck && values.audience === 'staff'), {
      message: 'news.validation.ackNeedsFamilies',
      path: ['requiresAck'],
    }),
  );
export type NewsFormValues = z.input<typeof newsFormSchema>;

function valuesOf(news: NewsDetail | null, settings: NewsSettings): NewsFormValues {
  return {
    title: news?.title ?? '',
    body: news?.body ?? '',
    categoryId: news?.categoryId ? String(news.categoryId) : '',
    audience: news?.audience ?? settings.defaultAudience,
    levelIds: news?.levelIds ?? [],
    classIds: news?.classIds ?? [],
    publishAt: news?.publishAt ?? todayIso(),
    expiresAt: news?.expiresAt ?? '',
    pinned: news?.pinned ?? false,
    requiresAck: news?.requiresAck ?? false,
    publish: false,
  };
}

/**
 * Writing a piece (new, or editing one that is not archived): title, body in plain text, category, audience with
 * levels and classes, publish and expiry dates, pinned, acknowledgement asked, cover. A new piece is saved as a
 * draft or published at once (for those the settings let publish).
 */
export function NewsEditor({
  scope,
  news = null,
  onClose,
  onSaved,
}: {
  scope: Scope;
  news?: NewsDetail | null;
  onClose: () => void;
  onSaved: (news: NewsDetail) => void;
}) {
  const { t } = useTranslation();
  const { data: settings, isError } = useNewsSettingsQuery(scope);
  const title = news ? t('news.edit.title') : t('news.create.title');
  return (
    <Modal open title={title} onClose={onClose} size="lg">
      {settings ? (
        <EditorForm scope={scope} news={news} settings={settings} onClose={onClose} onSaved={onSaved} />
      ) : (
        <p role="status">{isError ? t('news.loadError') : t('news.loading')}</p>
      )}
    </Modal>
  );
}

function EditorForm({
  scope,
  news,
  settings,
  onClose,
  onSaved,
}: {
  scope: Scope;
  news: NewsDetail | null;
  settings: NewsSettings;
  onClose: () => void;
  onSaved: (news: NewsDetail) => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateNewsMutation();
  const [update] = useUpdateNewsMutation();
  const form = useForm<NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: valuesOf(news, settings),
  });
  // undefined: keep the current cover; null: remove it; a cover: the new one.
  const [cover, setCover] = useState<Cover | null | undefined>(undefined);
  const label = news ? t('news.edit.title') : t('news.create.title');

  return (
    <Form
      form={form}
      guard={false}
      aria-label={label}
      onSubmit={async (values, { idempotencyKey }) => {
        const input: NewsInput = {
          title: values.title.trim(),
          body: values.body.trim(),
          categoryId: values.categoryId ? Number(values.categoryId) : null,
          audience: values.audience,
          levelIds: values.audience === 'staff' ? [] : values.levelIds,
          classIds: values.audience === 'staff' ? [] : values.classIds,
          publishAt: values.publishAt,
          expiresAt: values.expiresAt || null,
          pinned: values.pinned,
          requiresAck: values.requiresAck,
          ...(cover !== undefined ? { cover } : {}),
        };
        const saved = news
          ? await update({ id: news.id, input }).unwrap()
          : await create({ scope, input, publish: values.publish, idempotencyKey }).unwrap();
        void notify(
          'success',
          saved.status === 'published' && !news ? t('news.create.published') : t('news.create.saved'),
        );
        onSaved(saved);
      }}
    >
      <TextField name="title" label={t('news.fields.title')} required maxLength={NEWS_TITLE_MAX} dir="auto" />
      <TextAreaField
        name="body"
        label={t('news.fields.body')}
        hint={t('news.fields.bodyHint')}
        required
        rows={8}
        maxLength={NEWS_BODY_MAX}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          name="categoryId"
          label={t('news.fields.category')}
          placeholder={t('news.fields.noCategory')}
          options={settings.categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
        />
        <SelectField
          name="audience"
          label={t('news.fields.audience')}
          required
          options={NEWS_AUDIENCES.map((value) => ({ value, label: t(`news.audience.${value}`) }))}
        />
      </div>
      <AudienceTargets scope={scope} />
      <div className="grid gap-4 md:grid-cols-2">
        <DateField name="publishAt" label={t('news.fields.publishAt')} required />
        <DateField name="expiresAt" label={t('news.fields.expiresAt')} hint={t('news.fields.expiresHint')} />
      </div>
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField name="pinned" label={t('news.fields.pinned')} />
        <CheckboxField name="requiresAck" label={t('news.fields.requiresAck')} />
        {!news && settings.canPublish !== false && (
          <CheckboxField
            name="publish"
            label={t('news.fields.publish')}
            hint={t('news.fields.publishHint')}
          />
        )}
      </div>
      <CoverPicker newsId={news?.hasCover ? news.id : null} cover={cover} onChange={setCover} />
      <FormActions submitLabel={t('common.save')} onCancel={onClose} cancelLabel={t('common.cancel')} />
    </Form>
  );
}

/** Levels and classes that narrow the families reached (none: every family); hidden for the staff only. */
function AudienceTargets({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<NewsFormValues>();
  const { data } = useLevelsQuery(scope ?? skipToken);
  const levelsId = useId();
  const classesId = useId();
  if (watch('audience') === 'staff') return null;
  const levels: SelectOption<number>[] = (data?.items ?? []).map((level) => ({
    value: level.id,
    label: level.code,
  }));
  const classes = (data?.items ?? []).map((level) => ({
    label: level.code,
    options: level.classes.map((cls): SelectOption<number> => ({ value: cls.id, label: cls.name })),
  }));
  const allClasses = classes.flatMap((group) => group.options);
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1 text-sm text-neutral-600 dark:text-neutral-300">
        {t('news.fields.targetsHint')}
      </legend>
      <div className="space-y-1">
        <label htmlFor={levelsId} className="block text-sm font-medium">
          {t('news.fields.levels')}
        </label>
        <Controller
          control={control}
          name="levelIds"
          render={({ field }) => (
            <Select<SelectOption<number>, true>
              inputId={levelsId}
              isMulti
              options={levels}
              value={levels.filter((option) => field.value.includes(option.value))}
              onChange={(chosen) => field.onChange(chosen.map((option) => option.value))}
              placeholder={t('news.fields.allLevels')}
            />
          )}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={classesId} className="block text-sm font-medium">
          {t('news.fields.classes')}
        </label>
        <Controller
          control={control}
          name="classIds"
          render={({ field }) => (
            <Select<SelectOption<number>, true>
              inputId={classesId}
              isMulti
              options={classes}
              value={allClasses.filter((option) => field.value.includes(option.value))}
              onChange={(chosen) => field.onChange(chosen.map((option) => option.value))}
              placeholder={t('news.fields.allClasses')}
            />
          )}
        />
      </div>
    </fieldset>
  );
}

/** The cover: chosen, checked by its bytes and resized in the browser (cover.ts), shown before it is saved. */
function CoverPicker({
  newsId,
  cover,
  onChange,
}: {
  newsId: number | null;
  cover: Cover | null | undefined;
  onChange: (cover: Cover | null) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: current } = useNewsCoverQuery(newsId ?? skipToken);
  const shown = cover === undefined ? coverSource(current) : coverSource(cover ?? undefined);

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{t('news.fields.cover')}</p>
      {shown && (
        <img src={shown} alt={t('news.fields.coverPreview')} className="max-h-40 rounded-card object-cover" />
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON.secondary}
          aria-describedby={hintId}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <ImagePlus size={16} aria-hidden="true" />
          {shown ? t('news.fields.changeCover') : t('news.fields.addCover')}
        </button>
        {shown && (
          <button type="button" className={BUTTON.secondary} onClick={() => onChange(null)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('news.fields.removeCover')}
          </button>
        )}
      </div>
      <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
        {t('news.fields.coverHint')}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-500">
          {problem}
        </p>
      )}
      <HiddenFileInput
        ref={input}
        accept="image/jpeg,image/png,image/webp"
        label={t('news.fields.cover')}
        testId="cover-input"
        onFile={(file) => {
          setBusy(true);
          void prepareCover(file)
            .then((prepared) => {
              if ('problem' in prepared) setProblem(t(`news.coverProblem.${prepared.problem}`));
              else {
                setProblem(null);
                onChange(prepared);
              }
            })
            .finally(() => setBusy(false));
        }}
      />
    </div>
  );
}
