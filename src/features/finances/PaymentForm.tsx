import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { ApiError } from '../../api/baseQuery';
import { CheckboxField } from '../../components/form/CheckboxField';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { MoneyField } from '../../components/form/MoneyField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { formatMoney, fromCents, hasCents, toCents } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import { useRecordPaymentMutation } from './finances.api';
import type { FamilyFinance, PaymentResult } from './finances.schemas';
import { formatDate, personName } from './format';
import { installmentLabel } from './installmentLabel';
import { todayIso } from '../../domain/dates';
import { allocate, PAYMENT_METHODS, type OpenInstallment } from '../../domain/ledger';

interface OpenLine extends OpenInstallment {
  seq: number;
  label: string;
  engagement: string;
  student: string;
}

/** Key of an installment's line in the form (`allocations.i123`): object keys must not be bare numbers. */
const lineKey = (id: number) => `i${id}`;

function paymentSchema(balance: number, today: string, open: readonly OpenLine[]) {
  const amount = z.number().check(
    z.gt(0, 'validation.min'),
    z.refine((value) => hasCents(value), 'validation.amount'),
    z.refine((value) => toCents(value) <= toCents(balance), 'finances.validation.overBalance'),
  );
  return z
    .object({
      amount,
      method: z.enum(PAYMENT_METHODS, 'validation.required'),
      reference: z.string().check(z.maxLength(60, 'validation.tooLong')),
      date: z.string().check(
        z.minLength(1, 'validation.required'),
        z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), 'validation.invalidDate'),
        z.refine((value) => value <= today, 'finances.validation.futureDate'),
      ),
      editAllocations: z.boolean(),
      allocations: z.record(z.string(), z.optional(z.number())),
    })
    .check(
      z.superRefine((values, context) => {
        if ((values.method === 'cheque' || values.method === 'transfer') && !values.reference.trim()) {
          context.issues.push({
            code: 'custom',
            message: 'finances.validation.referenceRequired',
            path: ['reference'],
            input: values.reference,
          });
        }
        if (!values.editAllocations) return;
        let sum = 0;
        for (const line of open) {
          const value = values.allocations[lineKey(line.id)] ?? 0;
          const cents = toCents(value);
          if (Number.isNaN(value) || !hasCents(value) || cents < 0) {
            context.issues.push({
              code: 'custom',
              message: 'validation.amount',
              path: ['allocations', lineKey(line.id)],
              input: value,
            });
          } else if (cents > line.outstandingCents) {
            context.issues.push({
              code: 'custom',
              message: 'finances.validation.overAllocation',
              path: ['allocations', lineKey(line.id)],
              input: value,
            });
          }
          sum += Number.isNaN(cents) ? 0 : cents;
        }
        if (sum !== toCents(values.amount)) {
          context.issues.push({
            code: 'custom',
            message: 'finances.validation.allocationSum',
            path: ['allocationTotal'],
            input: sum,
          });
        }
      }),
    );
}

type PaymentValues = {
  amount: number | undefined;
  method: string;
  reference: string;
  date: string;
  editAllocations: boolean;
  allocations: Record<string, number | undefined>;
};

/**
 * "Record a payment" for a family: amount, method, reference and date; the allocation preview pays the oldest
 * installments first (what the API does) and can be edited line by line; the balance after the payment is shown.
 * A failed save keeps every value (Form).
 */
export function PaymentForm({
  finance,
  onSaved,
  onCancel,
}: {
  finance: FamilyFinance;
  onSaved: (result: PaymentResult) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const today = todayIso();
  const [record] = useRecordPaymentMutation();
  const currency = finance.currency;
  const money = (amount: number) => <Ltr>{formatMoney(amount, currency, language)}</Ltr>;

  const open = useMemo<OpenLine[]>(() => {
    const names = new Map(finance.children.map((child) => [child.studentid, personName(child, language)]));
    return finance.engagements
      .flatMap((engagement) =>
        engagement.installments
          .filter((installment) => installment.status !== 'cancelled' && installment.outstanding > 0)
          .map((installment) => ({
            id: installment.id,
            seq: installment.seq,
            dueDate: installment.dueDate,
            outstandingCents: toCents(installment.outstanding),
            label: installmentLabel(installment.label, language),
            engagement: t(`finances.feeKinds.${engagement.kind}`),
            student: names.get(engagement.studentId) ?? '',
          })),
      )
      .sort((a, b) =>
        a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.seq - b.seq || a.id - b.id,
      );
  }, [finance, language, t]);

  const schema = useMemo(() => paymentSchema(finance.totals.balance, today, open), [finance, today, open]);
  const form = useForm<PaymentValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      amount: undefined,
      method: 'cash',
      reference: '',
      date: today,
      editAllocations: false,
      allocations: {},
    },
  });
  const [amount, editAllocations, allocations] = useWatch({
    control: form.control,
    name: ['amount', 'editAllocations', 'allocations'],
  });
  const amountCents = typeof amount === 'number' && !Number.isNaN(amount) ? toCents(amount) : 0;
  const automatic = useMemo(() => allocate(amountCents, open), [amountCents, open]);
  const previewCents = (id: number): number => {
    if (!editAllocations) {
      return automatic.allocations.find((allocation) => allocation.installmentId === id)?.amountCents ?? 0;
    }
    const value = allocations?.[lineKey(id)];
    return typeof value === 'number' && !Number.isNaN(value) ? toCents(value) : 0;
  };
  const balanceAfter = fromCents(toCents(finance.totals.balance) - amountCents);
  const totalError = (form.formState.errors as { allocationTotal?: { message?: string } }).allocationTotal;

  // Editing starts from the oldest-first proposal of the amount typed so far.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editAllocations && !wasEditing.current) {
      for (const line of open) {
        const cents = automatic.allocations.find(
          (allocation) => allocation.installmentId === line.id,
        )?.amountCents;
        form.setValue(`allocations.${lineKey(line.id)}`, fromCents(cents ?? 0));
      }
    }
    wasEditing.current = editAllocations;
  }, [editAllocations, automatic, open, form]);

  async function submit(values: z.output<typeof schema>, { idempotencyKey }: { idempotencyKey: string }) {
    try {
      const result = await record({
        idempotencyKey,
        familyId: finance.family.id,
        scope: { branch: finance.branchId, year: finance.yearId },
        amount: values.amount,
        method: values.method,
        reference: values.reference.trim(),
        date: values.date,
        ...(values.editAllocations
          ? {
              allocations: open
                .map((line) => ({
                  installmentId: line.id,
                  amount: values.allocations[lineKey(line.id)] ?? 0,
                }))
                .filter((line) => line.amount > 0),
            }
          : {}),
      }).unwrap();
      onSaved(result);
    } catch (caught) {
      const error = caught as Partial<ApiError>;
      const known = error.code ? `finances.errors.${error.code}` : '';
      throw { ...error, message: known && i18n.exists(known) ? t(known) : t('finances.errors.saveFailed') };
    }
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('finances.payment.title')}
      failureText={t('finances.errors.saveFailed')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField name="amount" label={t('finances.payment.amount')} currency={currency} required />
        <SelectField
          name="method"
          label={t('finances.payment.method')}
          required
          options={finance.paymentMethods.map((method) => ({
            value: method,
            label: t(`finances.methods.${method}`),
          }))}
        />
        <TextField
          name="reference"
          label={t('finances.payment.reference')}
          hint={t('finances.payment.referenceHint')}
          maxLength={60}
        />
        <DateField name="date" label={t('finances.payment.date')} max={today} required />
      </div>

      <section aria-labelledby="allocation-title" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="allocation-title" className="font-semibold">
            {t('finances.payment.allocation')}
          </h3>
          <CheckboxField name="editAllocations" label={t('finances.payment.editAllocations')} />
        </div>
        {open.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-300">{t('finances.payment.nothingDue')}</p>
        ) : (
          <div
            className="relative overflow-x-auto"
            role="region"
            aria-label={t('finances.payment.allocation')}
            tabIndex={0}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t('finances.payment.allocation')}</caption>
              <thead>
                <tr className="border-b border-neutral-200 dark:border-neutral-700">
                  <th scope="col" className="px-2 py-1 text-start">
                    {t('finances.installments.label')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-end">
                    {t('finances.installments.outstanding')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-end">
                    {t('finances.payment.allocated')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {open.map((line) => {
                  const caption = `${line.label} — ${line.engagement} — ${line.student}`;
                  return (
                    <tr key={line.id} className="border-b border-neutral-100 dark:border-neutral-700">
                      <th scope="row" className="px-2 py-1 text-start font-normal">
                        <span className="block">{caption}</span>
                        <span className="block text-xs text-neutral-600 tabular-nums dark:text-neutral-400">
                          {formatDate(line.dueDate, language)}
                        </span>
                      </th>
                      <td className="px-2 py-1 text-end tabular-nums whitespace-nowrap">
                        {money(fromCents(line.outstandingCents))}
                      </td>
                      <td className="px-2 py-1 text-end tabular-nums whitespace-nowrap">
                        {editAllocations ? (
                          <div className="ms-auto max-w-48 text-start">
                            <MoneyField
                              name={`allocations.${lineKey(line.id)}`}
                              label={t('finances.payment.allocatedTo', { label: caption })}
                              currency={currency}
                            />
                          </div>
                        ) : (
                          money(fromCents(previewCents(line.id)))
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {totalError?.message && (
          <p role="alert" className="text-sm font-semibold text-danger-700 dark:text-danger-300">
            {t(totalError.message)}
          </p>
        )}
        {!editAllocations && automatic.unallocatedCents > 0 && (
          <p className="text-sm text-warning-700 dark:text-warning-300">
            {t('finances.validation.overBalance')}
          </p>
        )}
      </section>

      <dl className="grid grid-cols-2 gap-2 rounded-card bg-neutral-100 p-3 text-sm dark:bg-neutral-900">
        <dt>{t('finances.payment.balanceBefore')}</dt>
        <dd className="text-end tabular-nums">{money(finance.totals.balance)}</dd>
        <dt className="font-semibold">{t('finances.payment.balanceAfter')}</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid="balance-after">
          {money(balanceAfter)}
        </dd>
      </dl>

      <FormActions
        submitLabel={t('finances.payment.submit')}
        onCancel={onCancel}
        cancelLabel={t('common.cancel')}
      />
    </Form>
  );
}
