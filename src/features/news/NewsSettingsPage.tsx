import { skipToken } from '@reduxjs/toolkit/query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { zodResolver } from '../../components/form/zodResolver';
import { notify } from '../../components/notify';
import { NEWS_AUDIENCES } from '../../domain/news';
import { useScope, type Scope } from '../../session/useScope';
import { useNewsSettingsQuery, useSaveNewsSettingsMutation } from './news.api';
import type { NewsSettings } from './news.schemas';

export const CATEGORY_MAX = 20;
export const CATEGORY_NAME_MAX = 40;

/** The settings' rules, the same the demo API applies (docs/api.md "PUT news/settings"). */
export const newsSettingsFormSchema = z
  .object({
    categories: z.array(
      z.object({
        id: z.nullable(z.number()),
        name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'validation.required'),
            z.maxLength(CATEGORY_NAME_MAX, 'validation.tooLong'),
          ),
        colour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'news.validation.colour')),
      }),
    ),
    defaultAudience: z.enum(NEWS_AUDIENCES),
    publishers: z.enum(['staff', 'managers']),
  })
  .check(
    z.refine((values) => values.categories.length <= CATEGORY_MAX, {
      message: 'news.validation.tooManyCategories',
      path: ['categories'],
    }),
    z.superRefine((values, context) => {
      const seen = new Set<string>();
      values.categories.forEach((category, index) => {
        const key = category.name.trim().toLowerCase();
        if (key && seen.has(key))
          context.issues.push({
            code: 'custom',
            message: 'news.validation.duplicateCategory',
            path: ['categories', index, 'name'],
            input: category.name,
          });
        seen.add(key);
      });
    }),
  );
type SettingsValues = z.input<typeof newsSettingsFormSchema>;

/** `news-management-config`: the news categories and their colours, the default audience, who may publish. */
export default function NewsSettingsPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const { data, isError, refetch } = useNewsSettingsQuery(scope ?? skipToken);
  return (
    <section aria-labelledby="page-title" className="max-w-3xl space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.news-management-config')}
      </h1>
      {isError && !data ? (
        <ErrorState message={t('news.loadError')} onRetry={() => void refetch()} />
      ) : !data || !scope ? (
        <div
          role="status"
          aria-label={t('news.loading')}
          className="h-64 animate-pulse rounded-card bg-neutral-200 dark:bg-neutral-800"
        />
      ) : (
        <SettingsForm key={`${scope.branch}-${scope.year}`} scope={scope} settings={data} />
      )}
    </section>
  );
}

function SettingsForm({ scope, settings }: { scope: Scope; settings: NewsSettings }) {
  const { t } = useTranslation();
  const [save] = useSaveNewsSettingsMutation();
  const form = useForm<SettingsValues>({
    resolver: zodResolver(newsSettingsFormSchema),
    defaultValues: settings,
  });
  return (
    <Form
      form={form}
      aria-label={t('routes.news-management-config')}
      onSubmit={async (values) => {
        await save({
          scope,
          settings: {
            ...values,
            categories: values.categories.map((category) => ({
              id: category.id ?? 0,
              name: category.name.trim(),
              colour: category.colour.toLowerCase(),
            })),
          },
        }).unwrap();
        void notify('success', t('news.settings.saved'));
      }}
    >
      <Card as="section" aria-labelledby="news-categories" className="space-y-3">
        <h2 id="news-categories" className="text-lg font-semibold">
          {t('news.settings.categories')}
        </h2>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('news.settings.categoriesIntro')}</p>
        <Categories />
      </Card>
      <Card as="section" aria-labelledby="news-rules" className="grid gap-4 md:grid-cols-2">
        <h2 id="news-rules" className="text-lg font-semibold md:col-span-2">
          {t('news.settings.rules')}
        </h2>
        <SelectField
          name="defaultAudience"
          label={t('news.settings.defaultAudience')}
          required
          options={NEWS_AUDIENCES.map((value) => ({ value, label: t(`news.audience.${value}`) }))}
        />
        <SelectField
          name="publishers"
          label={t('news.settings.publishers')}
          hint={t('news.settings.publishersHint')}
          required
          options={[
            { value: 'staff', label: t('news.settings.publishersStaff') },
            { value: 'managers', label: t('news.settings.publishersManagers') },
          ]}
        />
      </Card>
      <FormActions submitLabel={t('common.save')} />
    </Form>
  );
}

function Categories() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<SettingsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'categories', keyName: 'key' });
  const errors = formState.errors.categories;
  return (
    <>
      <ul className="space-y-2">
        {fields.map((field, index) => {
          const nameError = errors?.[index]?.name?.message;
          const colourError = errors?.[index]?.colour?.message;
          const nameId = `category-${index}-name`;
          const colourId = `category-${index}-colour`;
          return (
            <li key={field.key} className="flex flex-wrap items-start gap-2">
              <div className="min-w-40 flex-1">
                <label htmlFor={nameId} className="sr-only">
                  {t('news.settings.categoryName', { number: index + 1 })}
                </label>
                <input
                  id={nameId}
                  dir="auto"
                  className={INPUT}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${nameId}-error` : undefined}
                  {...register(`categories.${index}.name`)}
                />
                {nameError && (
                  <p id={`${nameId}-error`} className="text-sm text-danger-700 dark:text-danger-500">
                    {t(nameError)}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={colourId} className="sr-only">
                  {t('news.settings.categoryColour', { number: index + 1 })}
                </label>
                <input
                  id={colourId}
                  type="color"
                  className="h-11 w-14 cursor-pointer rounded-control border border-neutral-300 md:h-control dark:border-neutral-600"
                  aria-invalid={colourError ? true : undefined}
                  {...register(`categories.${index}.colour`)}
                />
                {colourError && (
                  <p className="text-sm text-danger-700 dark:text-danger-500">{t(colourError)}</p>
                )}
              </div>
              <button
                type="button"
                className={BUTTON.secondary}
                aria-label={t('news.settings.removeCategory', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {errors?.message && (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-500">
          {t(errors.message)}
        </p>
      )}
      <button
        type="button"
        className={BUTTON.secondary}
        disabled={fields.length >= CATEGORY_MAX}
        onClick={() => append({ id: null, name: '', colour: '#1e48ec' })}
      >
        <Plus size={16} aria-hidden="true" />
        {t('news.settings.addCategory')}
      </button>
    </>
  );
}
