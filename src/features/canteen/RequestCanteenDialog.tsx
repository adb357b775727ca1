import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { REQUEST_KINDS, SCHOOL_DAYS, type Cutoff } from '../../domain/canteen';
import { useRequestCanteenMutation } from './canteen.api';
import { dayNames } from './requestText';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const requestForm = z
  .object({
    kind: z.enum(REQUEST_KINDS),
    startDate: z.string().check(z.regex(DATE, 'validation.invalidDate')),
    endDate: z.string(),
    days: z.array(z.string()),
  })
  .check(
    z.refine((value) => value.kind === 'meal' || DATE.test(value.endDate), {
      message: 'validation.invalidDate',
      path: ['endDate'],
    }),
    z.refine((value) => value.kind === 'meal' || value.endDate >= value.startDate, {
      message: 'apiErrors.DATES_ORDER',
      path: ['endDate'],
    }),
    z.refine((value) => value.kind === 'meal' || value.days.length > 0, {
      message: 'apiErrors.INVALID_DAYS',
      path: ['days'],
    }),
  );
type RequestValues = z.input<typeof requestForm>;

/**
 * A parent asks for the child's canteen: a subscription (period and days of the week) or a one-off meal, from the
 * first day still open (the cut-off is said beside the date).
 */
export function RequestCanteenDialog({
  student,
  year,
  childName,
  firstDay,
  yearEnd,
  cutoff,
  kind,
  onClose,
}: {
  student: number;
  year: number;
  childName: string;
  firstDay: string;
  yearEnd: string;
  cutoff: Cutoff;
  kind: 'subscription' | 'meal';
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [request] = useRequestCanteenMutation();
  const form = useForm<RequestValues>({
    resolver: zodResolver(requestForm),
    defaultValues: { kind, startDate: firstDay, endDate: yearEnd, days: SCHOOL_DAYS.map(String) },
  });
  const chosen = useWatch({ control: form.control, name: 'kind' });
  const title = t('canteen.parent.requestTitle', { name: childName });
  const dayLabels = dayNames(SCHOOL_DAYS, i18n.language).split(', ');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const input =
            values.kind === 'meal'
              ? { kind: values.kind, startDate: values.startDate }
              : {
                  kind: values.kind,
                  startDate: values.startDate,
                  endDate: values.endDate,
                  days: values.days.map(Number),
                };
          await request({ student, year, input, idempotencyKey }).unwrap();
          void notify('success', t('canteen.parent.requested', { name: childName }));
          onClose();
        }}
      >
        <SelectField
          name="kind"
          label={t('canteen.requests.kind')}
          options={REQUEST_KINDS.map((value) => ({ value, label: t(`canteen.requestKind.${value}`) }))}
          required
        />
        <DateField
          name="startDate"
          label={chosen === 'meal' ? t('canteen.parent.day') : t('canteen.parent.from')}
          hint={t('canteen.cutoff.rule', { count: cutoff.daysBefore, hour: cutoff.hour })}
          required
        />
        {chosen === 'subscription' && (
          <>
            <DateField name="endDate" label={t('canteen.parent.to')} required />
            <fieldset>
              <legend className="text-sm font-medium">{t('canteen.parent.days')}</legend>
              <div className="flex flex-wrap gap-x-4">
                {SCHOOL_DAYS.map((day, index) => (
                  <label
                    key={day}
                    className="inline-flex min-h-11 items-center gap-2 text-sm md:min-h-control"
                  >
                    <input
                      type="checkbox"
                      value={String(day)}
                      className="size-4 accent-primary-600"
                      {...form.register('days')}
                    />
                    {dayLabels[index]}
                  </label>
                ))}
              </div>
              {form.formState.errors.days?.message && (
                <p className="text-sm text-danger-700 dark:text-danger-500">
                  {t(form.formState.errors.days.message)}
                </p>
              )}
            </fieldset>
          </>
        )}
        <FormActions
          submitLabel={t('canteen.parent.send')}
          onCancel={onClose}
          cancelLabel={t('canteen.cancel')}
        />
      </Form>
    </Modal>
  );
}
