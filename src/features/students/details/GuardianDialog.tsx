import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { Form } from '../../../components/form/Form';
import { nameRules } from '../../../components/form/nameRules';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../components/notify';
import { useSaveGuardianMutation } from '../studentDetails.api';
import type { Guardian, GuardianRelation } from '../students.schemas';
import { GuardianContactFields, guardianContactShape } from '../guardianFields';
import { NAME_MAX } from '../studentRules';

const optionalName = nameRules({ max: NAME_MAX, required: false });

/** Field names are those of the API body, so a 422's field messages land under the fields. */
const guardianFormSchema = z.object({
  ...guardianContactShape,
  firstname_ar: optionalName,
  lastname_ar: optionalName,
  priority: z.string(),
  canSeeFinances: z.boolean(),
});
type GuardianValues = z.input<typeof guardianFormSchema>;

/**
 * Adds a guardian to the student's family, or edits one (`guardian`): names in both scripts, relation, phone,
 * e-mail, call priority among the family's guardians and whether they may see the family's finances.
 */
export function GuardianDialog({
  studentId,
  year,
  guardian,
  count,
  onClose,
}: {
  studentId: number;
  year: number;
  /** null: a new guardian. */
  guardian: Guardian | null;
  /** How many guardians the family has now. */
  count: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [save] = useSaveGuardianMutation();
  const positions = guardian ? count : count + 1;
  const form = useForm<GuardianValues>({
    resolver: zodResolver(guardianFormSchema),
    defaultValues: {
      firstname_fr: guardian?.firstname_fr ?? '',
      lastname_fr: guardian?.lastname_fr ?? '',
      firstname_ar: guardian?.firstname_ar ?? '',
      lastname_ar: guardian?.lastname_ar ?? '',
      relation: guardian?.relation ?? '',
      phone: guardian?.phone ?? '',
      email: guardian?.email ?? '',
      priority: String(guardian?.priority ?? positions),
      canSeeFinances: guardian?.canSeeFinances ?? false,
    },
  });
  const title = guardian
    ? t('studentDetails.guardians.editTitle', { name: `${guardian.firstname_fr} ${guardian.lastname_fr}` })
    : t('studentDetails.guardians.addTitle');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting} size="lg">
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const saved = await save({
            id: studentId,
            year,
            idempotencyKey,
            guardianId: guardian?.id ?? null,
            input: {
              firstname_fr: values.firstname_fr.trim(),
              lastname_fr: values.lastname_fr.trim(),
              firstname_ar: values.firstname_ar.trim(),
              lastname_ar: values.lastname_ar.trim(),
              relation: values.relation as GuardianRelation,
              phone: values.phone.trim(),
              email: values.email.trim(),
              priority: Number(values.priority),
              canSeeFinances: values.canSeeFinances,
            },
          }).unwrap();
          void notify(
            'success',
            t('studentDetails.guardians.saved', {
              name: `${saved.guardian.firstname_fr} ${saved.guardian.lastname_fr}`,
            }),
          );
          onClose();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <GuardianContactFields>
            <TextField name="lastname_ar" label={t('studentDetails.guardians.lastnameAr')} dir="rtl" />
            <TextField name="firstname_ar" label={t('studentDetails.guardians.firstnameAr')} dir="rtl" />
          </GuardianContactFields>
          <SelectField
            name="priority"
            label={t('studentDetails.guardians.priority')}
            options={Array.from({ length: positions }, (_, index) => ({
              value: String(index + 1),
              label: t('studentDetails.guardians.priorityValue', { priority: index + 1 }),
            }))}
            required
          />
        </div>
        <CheckboxField name="canSeeFinances" label={t('studentDetails.guardians.financesLabel')} />
        <FormActions
          submitLabel={t('studentDetails.guardians.save')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
