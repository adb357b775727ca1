import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { zodResolver } from '../../components/form/zodResolver';
import { notify } from '../../components/notify';
import type { Scope } from '../../session/useScope';
import { useSaveSchoolYearMutation } from './schoolSettings.api';
import { schoolYearSchema, type SchoolYearValues } from './schoolSettings.schemas';

/** The school year's first and last days; a failed save keeps what was typed. */
export function SchoolYearForm({ scope, dates }: { scope: Scope; dates: SchoolYearValues }) {
  const { t } = useTranslation();
  const [save] = useSaveSchoolYearMutation();
  const form = useForm<SchoolYearValues>({ resolver: zodResolver(schoolYearSchema), defaultValues: dates });

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save({ ...scope, ...values }).unwrap();
        notify('success', t('schoolSettings.year.saved'));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="startDate" label={t('schoolSettings.year.startDate')} required />
        <DateField name="endDate" label={t('schoolSettings.year.endDate')} required />
      </div>
      <FormActions submitLabel={t('schoolSettings.year.save')} />
    </Form>
  );
}
