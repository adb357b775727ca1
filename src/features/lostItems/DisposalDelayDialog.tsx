import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { LOST_ITEM_LIMITS } from '../../domain/lostItems';
import type { Scope } from '../../session/useScope';
import { useSetDisposalDaysMutation } from './lostItems.api';

const { min, max } = LOST_ITEM_LIMITS.disposalDays;
const delaySchema = z.object({
  disposalDays: z
    .number('validation.required')
    .check(
      z.int('lostItems.validation.delay'),
      z.gte(min, 'lostItems.validation.delay'),
      z.lte(max, 'lostItems.validation.delay'),
    ),
});

/** The branch's disposal delay: items unclaimed for this many days are proposed for disposal. */
export function DisposalDelayDialog({
  scope,
  days,
  onClose,
}: {
  scope: Scope;
  days: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [save] = useSetDisposalDaysMutation();
  const form = useForm({ resolver: zodResolver(delaySchema), defaultValues: { disposalDays: days } });
  return (
    <Modal open title={t('lostItems.disposal.title')} onClose={onClose}>
      <Form
        form={form}
        aria-label={t('lostItems.disposal.title')}
        onSubmit={async (values) => {
          await save({ scope, disposalDays: values.disposalDays }).unwrap();
          void notify('success', t('lostItems.disposal.saved'));
          onClose();
        }}
      >
        <NumberField
          name="disposalDays"
          label={t('lostItems.disposal.days')}
          hint={t('lostItems.disposal.hint', { min, max })}
          min={min}
          max={max}
          required
        />
        <FormActions submitLabel={t('common.save')} onCancel={onClose} cancelLabel={t('common.cancel')} />
      </Form>
    </Modal>
  );
}
