import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { notify } from '../../../components/notify';
import { paths } from '../../../paths';
import { useLevelsQuery } from '../../school-settings';
import { useCreateStudentMutation, useUpdateStudentMutation } from '../studentDetails.api';
import type { StudentRecord } from '../students.schemas';
import {
  EMPTY,
  inputOf,
  studentResolver,
  valuesOf,
  type studentSchema,
  type StudentFormValues,
} from './studentFormValues';

/**
 * The student form's state (StudentFormPage.tsx): its values, the chosen level's classes, the save (create or
 * update, then the student's page) and the way out.
 */
export function useStudentForm(record: StudentRecord | null, scope: { branch: number; year: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create] = useCreateStudentMutation();
  const [update] = useUpdateStudentMutation();
  const form = useForm<StudentFormValues, unknown, z.output<typeof studentSchema>>({
    resolver: studentResolver,
    defaultValues: record ? valuesOf(record) : EMPTY,
  });
  const { data: levels } = useLevelsQuery(scope);
  const levelId = useWatch({ control: form.control, name: 'levelId' });
  const classes = useMemo(
    () => levels?.items.find((level) => String(level.id) === levelId)?.classes ?? [],
    [levels, levelId],
  );
  // A class of another level is no longer a valid choice.
  useEffect(() => {
    const classId = form.getValues('classId');
    if (classId && levels && !classes.some((cls) => String(cls.id) === classId)) {
      form.setValue('classId', '', { shouldDirty: true });
    }
  }, [classes, levels, form]);

  const onSubmit = async (
    values: z.output<typeof studentSchema>,
    { idempotencyKey }: { idempotencyKey: string },
  ) => {
    const input = inputOf(values);
    // A refusal reaches Form, which shows it under its field (a 409 DUPLICATE_MASSAR under the Massar number).
    const saved = record
      ? await update({ id: record.studentid, year: scope.year, input }).unwrap()
      : await create({ scope, input, idempotencyKey }).unwrap();
    void notify('success', record ? t('studentDetails.form.saved') : t('studentDetails.form.created'));
    form.reset(values);
    await navigate(paths.studentDetails(saved.studentid), { replace: !record });
  };

  const cancel = () => void navigate(record ? paths.studentDetails(record.studentid) : paths.students());
  return { form, levels, classes, onSubmit, cancel };
}
