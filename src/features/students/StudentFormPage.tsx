import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { useScope } from '../../session/useScope';
import { TabSkeleton } from './details/OverviewTab';
import { useLevelsQuery } from '../school-settings';
import { useStudentRecordQuery } from './studentDetails.api';
import type { StudentRecord } from './students.schemas';
import { FamilyFields } from './studentForm/FamilyFields';
import { IdentityFields, MedicalFields, SchoolingFields } from './studentForm/FieldSections';
import { useStudentForm } from './studentForm/useStudentForm';

/** `studentdetails?new=1` (create) or `?id=&edit=1` (edit). */
export function StudentFormPage({ id }: { id?: number }) {
  const { t } = useTranslation();
  const scope = useScope();
  const record = useStudentRecordQuery(
    id !== undefined && scope ? { id, year: scope.year, branch: scope.branch } : skipToken,
  );
  // The selects get their options before the form starts, so the record's level and class show at once.
  const levels = useLevelsQuery(scope ?? skipToken);
  const title = record.data
    ? t('studentDetails.form.editTitle', { name: `${record.data.lastname_fr} ${record.data.firstname_fr}` })
    : t('studentDetails.form.newTitle');
  let body: ReactNode;
  if ((id !== undefined && record.isError && !record.data) || (levels.isError && !levels.data)) {
    body = (
      <ErrorState
        message={t('studentDetails.loadError')}
        onRetry={() => {
          if (record.isError) void record.refetch();
          if (levels.isError) void levels.refetch();
        }}
      />
    );
  } else if (!scope || !levels.data || (id !== undefined && !record.data)) {
    body = <TabSkeleton />;
  } else {
    body = (
      <StudentForm
        key={`${id ?? 'new'}-${scope.branch}-${scope.year}`}
        record={record.data ?? null}
        scope={scope}
      />
    );
  }
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      {body}
    </section>
  );
}

/** The form, its sections in the order they show; its state and save are in studentForm/useStudentForm.ts. */
function StudentForm({
  record,
  scope,
}: {
  record: StudentRecord | null;
  scope: { branch: number; year: number };
}) {
  const { t } = useTranslation();
  const { form, levels, classes, onSubmit, cancel } = useStudentForm(record, scope);
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('routes.studentdetails')}>
      <IdentityFields />
      <SchoolingFields levels={levels} classes={classes} />
      <FamilyFields
        scope={scope}
        initial={record?.family ? { id: record.family.id, name: record.family.name } : null}
      />
      <MedicalFields />
      <FormActions
        submitLabel={record ? t('studentDetails.form.save') : t('studentDetails.form.create')}
        onCancel={cancel}
        cancelLabel={t('studentDetails.form.cancel')}
      />
    </Form>
  );
}
