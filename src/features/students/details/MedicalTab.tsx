import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import { useScope } from '../../../session/useScope';
import { useUpdateMedicalMutation } from '../studentDetails.api';
import type { StudentRecord } from '../students.schemas';
import { Field } from './OverviewTab';

const medicalSchema = z.object({
  notes: z.string().check(z.maxLength(2000, 'validation.tooLong')),
  allergies: z.string().check(z.maxLength(600, 'validation.tooLong')),
  diet: z.string().check(z.maxLength(200, 'validation.tooLong')),
});
type MedicalValues = z.input<typeof medicalSchema>;

/** Medical notes, allergies and diet, editable in place. */
export function MedicalTab({ student }: { student: StudentRecord }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { medical } = student;
  return (
    <Card as="section" aria-labelledby="medical-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="medical-title" className="text-lg font-semibold text-neutral-900 dark:text-white">
          {t('studentDetails.medical.title')}
        </h2>
        {!editing && (
          <button type="button" className={BUTTON.secondary} onClick={() => setEditing(true)}>
            {t('studentDetails.medical.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <MedicalForm student={student} onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-4">
          <Field label={t('studentDetails.medical.allergies')}>
            {medical.allergies.length
              ? medical.allergies.join(', ')
              : t('studentDetails.medical.noAllergies')}
          </Field>
          <Field label={t('studentDetails.medical.diet')}>
            {medical.diet ?? t('studentDetails.medical.none')}
          </Field>
          <Field label={t('studentDetails.medical.notes')}>
            <span className="whitespace-pre-wrap">{medical.notes ?? t('studentDetails.medical.none')}</span>
          </Field>
        </dl>
      )}
    </Card>
  );
}

function MedicalForm({ student, onDone }: { student: StudentRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const scope = useScope();
  const [save] = useUpdateMedicalMutation();
  const form = useForm<MedicalValues>({
    resolver: zodResolver(medicalSchema),
    defaultValues: {
      notes: student.medical.notes ?? '',
      allergies: student.medical.allergies.join(', '),
      diet: student.medical.diet ?? '',
    },
  });
  return (
    <Form
      form={form}
      aria-label={t('studentDetails.medical.edit')}
      onSubmit={async (values) => {
        await save({
          id: student.studentid,
          year: scope?.year ?? student.yearId,
          medical: {
            notes: values.notes.trim() || null,
            allergies: values.allergies
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
            diet: values.diet.trim() || null,
          },
        }).unwrap();
        void notify('success', t('studentDetails.medical.saved'));
        form.reset(values);
        onDone();
      }}
    >
      <TextField
        name="allergies"
        label={t('studentDetails.medical.allergies')}
        hint={t('studentDetails.medical.allergiesHint')}
      />
      <TextField name="diet" label={t('studentDetails.medical.diet')} />
      <TextAreaField name="notes" label={t('studentDetails.medical.notes')} />
      <FormActions
        submitLabel={t('studentDetails.medical.save')}
        onCancel={onDone}
        cancelLabel={t('studentDetails.form.cancel')}
      />
    </Form>
  );
}
