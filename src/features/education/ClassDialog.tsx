import { skipToken } from '@reduxjs/toolkit/query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { Scope } from '../../session/useScope';
import type { Levels } from '../school-settings';
import { educationApi, useCreateClassMutation, useUpdateClassMutation } from './education.api';
import type { SchoolClass } from './education.schemas';
import { teacherLabel } from './parts';

/** Largest capacity of a class (docs/api.md "Education": the school settings' rule). */
const MAX_CAPACITY = 60;
const classForm = z.object({
  levelId: z.string().check(z.minLength(1, 'validation.required')),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(20, 'validation.tooLong')),
  room: z.string().check(z.trim(), z.maxLength(40, 'validation.tooLong')),
  capacity: z
    .number('validation.required')
    .check(
      z.int('apiErrors.INVALID_CAPACITY'),
      z.gte(1, 'apiErrors.INVALID_CAPACITY'),
      z.lte(MAX_CAPACITY, 'apiErrors.INVALID_CAPACITY'),
    ),
  mainTeacherId: z.string(),
  nextClassId: z.string(),
});
type ClassValues = z.input<typeof classForm>;

/** A class: level, name, room, capacity, main teacher and the class it goes to next year (of the next level). */
export function ClassDialog({
  scope,
  record,
  levels,
  onClose,
}: {
  scope: Scope;
  record: SchoolClass | null;
  levels: Levels['items'];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [create] = useCreateClassMutation();
  const [update] = useUpdateClassMutation();
  const { data: teachers } = educationApi.endpoints.teachers.useQuery(
    scope ? { ...scope, pageSize: 200, sort: 'name', order: 'asc' } : skipToken,
  );
  const form = useForm<ClassValues>({
    resolver: zodResolver(classForm),
    defaultValues: {
      levelId: record ? String(record.levelId) : '',
      name: record?.name ?? '',
      room: record?.room ?? '',
      capacity: record?.capacity ?? 28,
      mainTeacherId: record?.mainTeacher ? String(record.mainTeacher.id) : '',
      nextClassId: record?.nextClass ? String(record.nextClass.id) : '',
    },
  });
  const levelId = Number(useWatch({ control: form.control, name: 'levelId' }));
  const level = levels.find((candidate) => candidate.id === levelId);
  const nextLevel = level ? levels.find((candidate) => candidate.order === level.order + 1) : undefined;
  const title = record ? t('education.classes.editTitle', { name: record.name }) : t('education.classes.new');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const input = {
            levelId: Number(values.levelId),
            name: values.name,
            room: values.room,
            capacity: values.capacity,
            mainTeacherId: values.mainTeacherId ? Number(values.mainTeacherId) : null,
            nextClassId: values.nextClassId ? Number(values.nextClassId) : null,
          };
          if (record) await update({ id: record.id, year: scope.year, input }).unwrap();
          else await create({ scope, input, idempotencyKey }).unwrap();
          void notify('success', t('education.classes.saved', { name: values.name }));
          onClose();
        }}
      >
        <SelectField
          name="levelId"
          label={t('education.level')}
          options={levels.map((item) => ({ value: String(item.id), label: `${item.code} · ${item.name}` }))}
          required
        />
        <TextField name="name" label={t('education.classes.name')} required />
        <TextField name="room" label={t('education.classes.room')} />
        <NumberField
          name="capacity"
          label={t('education.classes.capacity')}
          min={1}
          max={MAX_CAPACITY}
          required
        />
        <SelectField
          name="mainTeacherId"
          label={t('education.classes.mainTeacher')}
          placeholder={t('education.none')}
          options={(teachers?.items ?? []).map((teacher) => ({
            value: String(teacher.id),
            label: teacherLabel(teacher, i18n.language),
          }))}
        />
        <SelectField
          name="nextClassId"
          label={t('education.classes.nextClass')}
          placeholder={nextLevel ? t('education.none') : t('education.classes.lastLevel')}
          options={(nextLevel?.classes ?? []).map((cls) => ({ value: String(cls.id), label: cls.name }))}
        />
        <FormActions
          submitLabel={t('education.save')}
          onCancel={onClose}
          cancelLabel={t('education.cancel')}
        />
      </Form>
    </Modal>
  );
}
