import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import { useAddNoteMutation } from '../studentDetails.api';

const noteSchema = z.object({
  text: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(2000, 'validation.tooLong')),
});
type NoteValues = z.input<typeof noteSchema>;

/** Adds a dated note signed by the user; the text stays plain text. */
export function NoteForm({ studentId, year }: { studentId: number; year: number }) {
  const { t } = useTranslation();
  const [add] = useAddNoteMutation();
  const form = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  return (
    <Form
      form={form}
      aria-label={t('studentDetails.notes.add')}
      onSubmit={async (values, { idempotencyKey }) => {
        await add({ id: studentId, year, text: values.text, idempotencyKey }).unwrap();
        void notify('success', t('studentDetails.notes.saved'));
        form.reset({ text: '' });
      }}
    >
      <TextAreaField name="text" label={t('studentDetails.notes.text')} required />
      <FormActions submitLabel={t('studentDetails.notes.save')} />
    </Form>
  );
}
