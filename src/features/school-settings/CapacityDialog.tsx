import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { numberLocale } from '../../lib/locale';
import { useSaveClassCapacityMutation } from './schoolSettings.api';
import { type SchoolClass } from './schoolSettings.schemas';
import { capacitySchema, MAX_CLASS_CAPACITY, type CapacityValues } from './schoolSettings.schemas';

/** Edits one class's capacity: at least the children already seated in it. */
export function CapacityDialog({ schoolClass, onClose }: { schoolClass: SchoolClass; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [save] = useSaveClassCapacityMutation();
  const schema = useMemo(() => capacitySchema(schoolClass.enrolled), [schoolClass.enrolled]);
  const form = useForm<CapacityValues>({
    resolver: zodResolver(schema),
    defaultValues: { capacity: schoolClass.capacity },
  });
  const number = new Intl.NumberFormat(numberLocale(i18n.language));

  return (
    <Modal open title={t('schoolSettings.capacity.title', { name: schoolClass.name })} onClose={onClose}>
      <Form
        form={form}
        guard={false}
        onSubmit={async (values) => {
          await save({ id: schoolClass.id, capacity: values.capacity }).unwrap();
          notify('success', t('schoolSettings.capacity.saved', { name: schoolClass.name }));
          onClose();
        }}
      >
        <NumberField
          name="capacity"
          label={t('schoolSettings.capacity.label')}
          hint={t('schoolSettings.capacity.hint', {
            enrolled: number.format(schoolClass.enrolled),
            max: number.format(MAX_CLASS_CAPACITY),
          })}
          min={Math.max(1, schoolClass.enrolled)}
          max={MAX_CLASS_CAPACITY}
          step={1}
          required
        />
        <FormActions
          submitLabel={t('schoolSettings.capacity.save')}
          cancelLabel={t('schoolSettings.capacity.cancel')}
          onCancel={onClose}
        />
      </Form>
    </Modal>
  );
}
