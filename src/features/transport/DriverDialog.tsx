import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { nameRules } from '../../components/form/nameRules';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { Scope } from '../../session/useScope';
import { useCreateDriverMutation } from './transport.api';

const name = nameRules({ max: 80 });
const optional = nameRules({ max: 80, required: false });
const driverSchema = z.object({
  lastname_fr: name,
  firstname_fr: name,
  lastname_ar: optional,
  firstname_ar: optional,
  phone: z.string().check(z.trim(), z.regex(/^\+?[\d\s.-]{8,20}$/, 'apiErrors.INVALID_PHONE')),
  licenceNumber: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(30, 'validation.tooLong')),
  licenceExpiry: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')),
});
type DriverValues = z.input<typeof driverSchema>;

/** "New driver": names in Latin and Arabic script, phone, licence number and expiry. */
export function DriverDialog({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const { t } = useTranslation();
  const [create] = useCreateDriverMutation();
  const form = useForm<DriverValues>({
    resolver: zodResolver(driverSchema),
    defaultValues: {
      lastname_fr: '',
      firstname_fr: '',
      lastname_ar: '',
      firstname_ar: '',
      phone: '',
      licenceNumber: '',
      licenceExpiry: '',
    },
  });
  const title = t('transport.drivers.new');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const driver = await create({ scope, input: values, idempotencyKey }).unwrap();
          void notify(
            'success',
            t('transport.drivers.created', { name: `${driver.firstname_fr} ${driver.lastname_fr}` }),
          );
          onClose();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="lastname_fr" label={t('transport.drivers.lastname')} required />
          <TextField name="firstname_fr" label={t('transport.drivers.firstname')} required />
          <TextField name="lastname_ar" label={t('transport.drivers.lastnameAr')} dir="rtl" />
          <TextField name="firstname_ar" label={t('transport.drivers.firstnameAr')} dir="rtl" />
        </div>
        <TextField name="phone" label={t('transport.drivers.phone')} required />
        <TextField name="licenceNumber" label={t('transport.drivers.licence')} required />
        <DateField name="licenceExpiry" label={t('transport.drivers.licenceExpiry')} required />
        <FormActions
          submitLabel={t('transport.save')}
          onCancel={onClose}
          cancelLabel={t('transport.cancel')}
        />
      </Form>
    </Modal>
  );
}
