import { CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { zodResolver } from '../../components/form/zodResolver';
import { notify } from '../../components/notify';
import { paths } from '../../paths';
import { useCanOpen } from '../auth';
import { useSaveRollCallMutation, type RollCallQuery } from './attendance.api';
import type { RollCall } from './attendance.schemas';
import { marksOf, rollCallForm, valuesOf, type RollCallOutput, type RollCallValues } from './rollCallForm';
import { RollCallCounts, SavedState, StudentRow } from './rollCallParts';

/**
 * One roll call: who saved it and when, the counts, a row per student and the save (docs/api.md "Attendance").
 * Saved with the form kit (components/form/Form): a second click is ignored, a failed save keeps every mark, a
 * save refused because someone else saved this roll call meanwhile (412) shows the stale version notice with the
 * marks that changed. A newer read (after a save) replaces the marks unless some are being changed.
 */
export function RollCallForm({ rollCall, query }: { rollCall: RollCall; query: RollCallQuery }) {
  const { t } = useTranslation();
  const [save] = useSaveRollCallMutation();
  // A student's photo is read with the students' permission (docs/api.md "Student photo"): a teacher without it
  // sees initials rather than a refused request.
  const photos = useCanOpen()(paths.students());
  const form = useForm<RollCallValues, unknown, RollCallOutput>({
    resolver: zodResolver(rollCallForm),
    defaultValues: valuesOf(rollCall),
  });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(rollCall));
  }, [form, rollCall]);

  const allPresent = () => {
    rollCall.students.forEach((_student, index) => {
      form.setValue(`students.${index}.mark` as Path<RollCallValues>, 'present', { shouldDirty: true });
    });
    void notify('info', t('attendance.rollCall.allPresentDone'));
  };

  return (
    <Form
      form={form}
      aria-label={t('attendance.rollCall.form', { class: rollCall.classname })}
      failureText={t('attendance.rollCall.saveFailed')}
      onSubmit={async (values) => {
        await save({ query, marks: marksOf(values) }).unwrap();
        void notify('success', t('attendance.rollCall.savedToast'));
      }}
    >
      <Card className="space-y-3">
        <SavedState rollCall={rollCall} />
        <RollCallCounts />
      </Card>
      <Card className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="roll-call-students" className="text-lg font-semibold">
            {t('attendance.rollCall.students', { class: rollCall.classname })}
          </h3>
          <button type="button" className={BUTTON.secondary} onClick={allPresent}>
            <CheckCheck size={16} aria-hidden="true" />
            {t('attendance.rollCall.allPresent')}
          </button>
        </div>
        <p className="text-sm text-neutral-600 max-md:hidden dark:text-neutral-400">
          {t('attendance.rollCall.keyboard')}
        </p>
        <ul
          data-roll-list=""
          aria-labelledby="roll-call-students"
          className="divide-y divide-neutral-200 dark:divide-neutral-700"
        >
          {rollCall.students.map((student, index) => (
            <StudentRow
              key={student.studentid}
              index={index}
              student={student}
              year={query.year}
              photo={photos && (student.hasPhoto ?? false)}
            />
          ))}
        </ul>
        <FormActions submitLabel={t('attendance.rollCall.save')} />
      </Card>
    </Form>
  );
}
