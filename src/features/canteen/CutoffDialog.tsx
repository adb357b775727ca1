import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { Cutoff } from '../../domain/canteen';
import type { Scope } from '../../session/useScope';
import { useSaveCanteenSettingsMutation } from './canteen.api';

const cutoffForm = z.object({
  daysBefore: z.number('validation.required').check(z.int('validation.required'), z.gte(0), z.lte(7)),
  hour: z.number('validation.required').check(z.int('validation.required'), z.gte(0), z.lte(23)),
});

/** The branch's booking cut-off: how many days before a meal, and at what hour, a booking or a cancellation closes. */
export function CutoffDialog({
  scope,
  cutoff,
  onClose,
}: {
  scope: Scope;
  cutoff: Cutoff;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [save] = useSaveCanteenSettingsMutation();
  const form = useForm<Cutoff>({ resolver: zodResolver(cutoffForm), defaultValues: cutoff });
  const title = t('canteen.cutoff.title');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          await save({ ...scope, cutoff: values }).unwrap();
          void notify('success', t('canteen.cutoff.saved'));
          onClose();
        }}
      >
        <NumberField name="daysBefore" label={t('canteen.cutoff.daysBefore')} min={0} max={7} required />
        <NumberField name="hour" label={t('canteen.cutoff.hour')} min={0} max={23} required />
        <FormActions submitLabel={t('canteen.save')} onCancel={onClose} cancelLabel={t('canteen.cancel')} />
      </Form>
    </Modal>
  );
}
