import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorState } from '../../components/ErrorState';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { zodResolver } from '../../components/form/zodResolver';
import { formatMoney, fromCents, hasCents, toCents } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import type { Scope } from '../../session/useScope';
import { useCreateEngagementMutation } from './finances.api';
import { type CreatedEngagement } from './finances.schemas';
import type { FamilyFinance } from './finances.schemas';
import { formatDate, personName } from './format';
import { installmentLabel } from './installmentLabel';
import {
  applyDiscount,
  DISCOUNT_KINDS,
  planInstallments,
  type DiscountKind,
  type ScheduleTemplate,
} from '../../domain/ledger';
import { useFinanceSettingsQuery } from './settings/financeSettings.api';
import { type FinanceSettingsView } from './settings/financeSettings.schemas';

const NONE = 'none';
const CUSTOM = 'custom';

/** Field names are those of the `POST engagements` body, so a 422's field messages land under the fields. */
const engagementFormSchema = z
  .object({
    studentId: z.string().check(z.minLength(1, 'validation.required')),
    feeTypeId: z.string().check(z.minLength(1, 'validation.required')),
    templateId: z.string().check(z.minLength(1, 'validation.required')),
    /** `none`, `rule-<id>` or `custom`. */
    discount: z.string(),
    discountPercent: z.optional(z.number()),
    discountReason: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.discount !== CUSTOM) return;
      const percent = values.discountPercent;
      if (percent === undefined || Number.isNaN(percent)) {
        ctx.issues.push({
          code: 'custom',
          message: 'validation.required',
          path: ['discountPercent'],
          input: percent,
        });
      } else if (percent <= 0 || percent > 100 || !hasCents(percent)) {
        ctx.issues.push({
          code: 'custom',
          message: 'finances.validation.discountPercent',
          path: ['discountPercent'],
          input: percent,
        });
      }
      if (!(DISCOUNT_KINDS as readonly string[]).includes(values.discountReason)) {
        ctx.issues.push({
          code: 'custom',
          message: 'validation.required',
          path: ['discountReason'],
          input: values.discountReason,
        });
      }
    }),
  );
type EngagementValues = z.infer<typeof engagementFormSchema>;

/** A template of the settings answer as the ledger's `ScheduleTemplate` (parts from the due dates). */
function ledgerTemplate(template: FinanceSettingsView['templates'][number]): ScheduleTemplate {
  return {
    id: template.id,
    code: template.code,
    name: template.name,
    parts: template.installments.map((installment) => ({
      label: installment.label,
      month: Number(installment.dueDate.slice(5, 7)),
      day: Number(installment.dueDate.slice(8, 10)),
    })),
  };
}

/** "New engagement" (staff): a fee of the settings for one child of the family, its schedule and discount. */
export function EngagementForm({
  finance,
  scope,
  onCancel,
  onSaved,
}: {
  finance: FamilyFinance;
  scope: Scope;
  onCancel: () => void;
  onSaved: (result: CreatedEngagement) => void;
}) {
  const { t } = useTranslation();
  const { data: settings, isError, refetch } = useFinanceSettingsQuery(scope);
  if (isError && !settings) {
    return <ErrorState message={t('finances.engagementForm.settingsError')} onRetry={() => void refetch()} />;
  }
  if (!settings) return <p role="status">{t('common.loading')}</p>;
  return (
    <EngagementFields
      finance={finance}
      scope={scope}
      settings={settings}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

function EngagementFields({
  finance,
  scope,
  settings,
  onCancel,
  onSaved,
}: {
  finance: FamilyFinance;
  scope: Scope;
  settings: FinanceSettingsView;
  onCancel: () => void;
  onSaved: (result: CreatedEngagement) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [create] = useCreateEngagementMutation();
  const form = useForm<EngagementValues>({
    resolver: zodResolver(engagementFormSchema),
    defaultValues: {
      studentId: finance.children.length === 1 ? String(finance.children[0]!.studentid) : '',
      feeTypeId: '',
      templateId: '',
      discount: NONE,
      discountPercent: undefined,
      discountReason: '',
    },
  });
  const [studentId, feeTypeId, templateId, discount, discountPercent] = useWatch({
    control: form.control,
    name: ['studentId', 'feeTypeId', 'templateId', 'discount', 'discountPercent'],
  });
  const child = finance.children.find((candidate) => String(candidate.studentid) === studentId);
  const feeTypes = settings.feeTypes.filter(
    (fee) => child && (fee.level === null || fee.level === child.level),
  );
  // The child's fees already engaged this year (not cancelled): the API refuses a second one (409).
  const engagedFeeIds = new Set(
    finance.engagements
      .filter(
        (engagement) =>
          String(engagement.studentId) === studentId &&
          engagement.installments.some((installment) => installment.status !== 'cancelled'),
      )
      .map((engagement) => engagement.feeTypeId),
  );
  const feeType = feeTypes.find((fee) => String(fee.id) === feeTypeId && !engagedFeeIds.has(fee.id));
  const template = settings.templates.find((candidate) => String(candidate.id) === templateId);
  const rules = settings.discountRules.filter((rule) => feeType && rule.feeKinds.includes(feeType.kind));
  const rule = rules.find((candidate) => `rule-${candidate.id}` === discount);

  // A fee no longer offered (another child's level) is cleared; a chosen fee proposes its default schedule.
  const { setValue, getValues } = form;
  useEffect(() => {
    if (getValues('feeTypeId') && !feeType) setValue('feeTypeId', '');
  }, [feeType, getValues, setValue]);
  useEffect(() => {
    if (feeType) setValue('templateId', String(feeType.templateId));
  }, [feeType, setValue]);
  useEffect(() => {
    const current = getValues('discount');
    if (current.startsWith('rule-') && !rule) setValue('discount', NONE);
  }, [rule, getValues, setValue]);

  const percent =
    discount === CUSTOM
      ? typeof discountPercent === 'number' && discountPercent > 0 && discountPercent <= 100
        ? discountPercent
        : 0
      : (rule?.percent ?? 0);
  // The ledger's own functions, as the API uses them to generate the installments.
  const grossCents = feeType ? toCents(feeType.amount) : 0;
  const netCents = applyDiscount(grossCents, percent);
  const preview =
    feeType && template
      ? {
          grossCents,
          netCents,
          plan: planInstallments(netCents, ledgerTemplate(template), settings.yearStart, feeType.label),
        }
      : null;
  const money = (cents: number) => <Ltr>{formatMoney(fromCents(cents), settings.currency, language)}</Ltr>;

  const reasonOptions = DISCOUNT_KINDS.map((kind) => ({
    value: kind,
    label: t(`finances.engagementForm.reasons.${kind}`),
  }));

  return (
    <Form
      form={form}
      aria-label={t('finances.engagementForm.title')}
      onSubmit={async (values, { idempotencyKey }) => {
        const chosenRule = rules.find((candidate) => `rule-${candidate.id}` === values.discount);
        const discountPart: { discountPercent?: number; discountReason?: DiscountKind } = chosenRule
          ? { discountPercent: chosenRule.percent, discountReason: chosenRule.kind }
          : values.discount === CUSTOM
            ? {
                discountPercent: values.discountPercent,
                discountReason: values.discountReason as DiscountKind,
              }
            : {};
        const result = await create({
          scope,
          studentId: Number(values.studentId),
          feeTypeId: Number(values.feeTypeId),
          templateId: Number(values.templateId),
          ...discountPart,
          idempotencyKey,
        }).unwrap();
        onSaved(result);
      }}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          name="studentId"
          label={t('finances.engagementForm.student')}
          placeholder={t('finances.engagementForm.choose')}
          options={finance.children.map((candidate) => ({
            value: String(candidate.studentid),
            label: `${personName(candidate, language)} (${candidate.level})`,
          }))}
          required
        />
        <SelectField
          name="feeTypeId"
          label={t('finances.engagementForm.feeType')}
          placeholder={t('finances.engagementForm.choose')}
          options={feeTypes.map((fee) => {
            const amount = formatMoney(fee.amount, settings.currency, language);
            return engagedFeeIds.has(fee.id)
              ? {
                  value: String(fee.id),
                  label: t('finances.engagementForm.alreadyEngaged', { label: fee.label, amount }),
                  disabled: true,
                }
              : { value: String(fee.id), label: `${fee.label} — ${amount}` };
          })}
          disabled={!child}
          required
        />
        <SelectField
          name="templateId"
          label={t('finances.engagementForm.template')}
          placeholder={t('finances.engagementForm.choose')}
          options={settings.templates.map((candidate) => ({
            value: String(candidate.id),
            label: candidate.name,
          }))}
          required
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          name="discount"
          label={t('finances.engagementForm.discount')}
          options={[
            { value: NONE, label: t('finances.engagementForm.noDiscount') },
            ...rules.map((candidate) => ({
              value: `rule-${candidate.id}`,
              label: t('finances.engagementForm.rule', {
                label: candidate.label,
                percent: candidate.percent,
              }),
            })),
            { value: CUSTOM, label: t('finances.engagementForm.customDiscount') },
          ]}
        />
        {discount === CUSTOM && (
          <>
            <NumberField
              name="discountPercent"
              label={t('finances.engagementForm.percent')}
              min={0}
              max={100}
              step={0.01}
              required
            />
            <SelectField
              name="discountReason"
              label={t('finances.engagementForm.reason')}
              placeholder={t('finances.engagementForm.choose')}
              options={reasonOptions}
              required
            />
          </>
        )}
      </div>

      <section
        aria-label={t('finances.engagementForm.preview')}
        className="rounded-card bg-neutral-100 p-3 text-sm dark:bg-neutral-900"
      >
        {preview ? (
          <>
            <dl className="grid grid-cols-2 gap-2">
              <dt>{t('finances.engagementForm.total')}</dt>
              <dd className="text-end tabular-nums">{money(preview.grossCents)}</dd>
              <dt className="font-semibold">{t('finances.engagementForm.net')}</dt>
              <dd className="text-end font-semibold tabular-nums" data-testid="engagement-net">
                {money(preview.netCents)}
              </dd>
            </dl>
            <table className="mt-3 w-full">
              <caption className="sr-only">{t('finances.engagementForm.installments')}</caption>
              <thead>
                <tr className="text-start text-neutral-600 dark:text-neutral-300">
                  <th scope="col" className="py-1 text-start font-semibold">
                    {t('finances.engagementForm.installmentLabel')}
                  </th>
                  <th scope="col" className="py-1 text-start font-semibold">
                    {t('finances.engagementForm.dueDate')}
                  </th>
                  <th scope="col" className="py-1 text-end font-semibold">
                    {t('finances.engagementForm.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.plan.map((plan) => (
                  <tr key={plan.seq} className="border-t border-neutral-200 dark:border-neutral-700">
                    <td className="py-1">{installmentLabel(plan.label, language)}</td>
                    <td className="py-1 tabular-nums">{formatDate(plan.dueDate, language)}</td>
                    <td className="py-1 text-end tabular-nums">{money(plan.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p>{t('finances.engagementForm.previewEmpty')}</p>
        )}
      </section>

      <FormActions
        submitLabel={t('finances.engagementForm.submit')}
        onCancel={onCancel}
        cancelLabel={t('common.cancel')}
      />
    </Form>
  );
}
