import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { CAR_STATUSES } from '../../domain/transport';
import type { Scope } from '../../session/useScope';
import { useCreateCarMutation } from './transport.api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const carSchema = z.object({
  plate: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(20, 'validation.tooLong')),
  model: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.tooLong')),
  seats: z
    .number('validation.required')
    .check(
      z.int('validation.required'),
      z.gte(1, 'apiErrors.INVALID_SEATS'),
      z.lte(80, 'apiErrors.INVALID_SEATS'),
    ),
  insuranceExpiry: z.string().check(z.regex(DATE, 'validation.invalidDate')),
  inspectionExpiry: z.string().check(z.regex(DATE, 'validation.invalidDate')),
  status: z.enum(CAR_STATUSES),
});
type CarValues = z.input<typeof carSchema>;

/** "New vehicle": plate, model, seats, the two documents' expiry dates and the status. */
export function CarDialog({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const { t } = useTranslation();
  const [create] = useCreateCarMutation();
  const form = useForm<CarValues>({
    resolver: zodResolver(carSchema),
    defaultValues: {
      plate: '',
      model: '',
      seats: undefined as unknown as number,
      insuranceExpiry: '',
      inspectionExpiry: '',
      status: 'active',
    },
  });
  const title = t('transport.cars.new');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const car = await create({ scope, input: values, idempotencyKey }).unwrap();
          void notify('success', t('transport.cars.created', { plate: car.plate }));
          onClose();
        }}
      >
        <TextField name="plate" label={t('transport.cars.plate')} required />
        <TextField name="model" label={t('transport.cars.model')} required />
        <NumberField name="seats" label={t('transport.cars.seats')} min={1} max={80} required />
        <DateField name="insuranceExpiry" label={t('transport.cars.insurance')} required />
        <DateField name="inspectionExpiry" label={t('transport.cars.inspection')} required />
        <SelectField
          name="status"
          label={t('transport.cars.status')}
          options={CAR_STATUSES.map((value) => ({ value, label: t(`transport.carStatus.${value}`) }))}
          required
        />
        <FormActions
          submitLabel={t('transport.save')}
          onCancel={onClose}
          cancelLabel={t('transport.cancel')}
        />
      </Form>
    </Modal>
  );
}
