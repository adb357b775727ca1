import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../api/useSubmission';
import { ButtonSpinner } from '../../components/ButtonSpinner';
import { ErrorState } from '../../components/ErrorState';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { BUTTON } from '../../components/buttons';
import { classTeacherName } from '../../lib/civility';
import { applicationErrorMessage } from './errors';
import { useApplicationClassesQuery, useEnrolApplicationMutation } from './preregistrations.api';
import { type ApplicationDetail } from './preregistrations.schemas';

/**
 * Enrolment of an accepted application: the classes of the requested level with their remaining seats (full
 * ones cannot be chosen), then the student, the family if new, and the enrolment are created by the API.
 */
export function EnrolDialog({
  application,
  onClose,
  onEnrolled,
}: {
  application: ApplicationDetail;
  onClose: () => void;
  onEnrolled: (studentId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, refetch } = useApplicationClassesQuery(application.id);
  const [enrol] = useEnrolApplicationMutation();
  // One enrolment per click, the same key when it is tried again (docs/api.md "Idempotency").
  const submission = useSubmission();
  const saving = submission.busy;
  const [classId, setClassId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const problemId = useId();
  const name = `${application.firstname_fr} ${application.lastname_fr}`;
  const open = (data?.items ?? []).filter((cls) => cls.remaining > 0);
  // What the file still lacks: enrolling anyway is the office's choice, asked once, naming what is missing.
  const missing = [
    ...application.documents
      .filter((document) => !document.received)
      .map((document) => t(`preregistrations.documentTypes.${document.type}`)),
    ...(application.feePaid ? [] : [t('preregistrations.enrol.feeUnpaid')]),
  ];
  const [confirming, setConfirming] = useState(false);

  const submit = async () => {
    if (classId === null) {
      setProblem(t('preregistrations.enrol.chooseClass'));
      return;
    }
    setProblem(null);
    if (missing.length > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    try {
      const answer = await submission.run({ id: application.id, classId }, (idempotencyKey) =>
        enrol({ id: application.id, classId, idempotencyKey }).unwrap(),
      );
      if (!answer) return;
      void notify(
        'success',
        t('preregistrations.enrol.success', { name, className: answer.student.className }),
      );
      onEnrolled(answer.student.studentid);
    } catch (error) {
      const message = applicationErrorMessage(error, t);
      setProblem(message);
      void notify('error', message);
      void refetch();
    }
  };

  const footer = (
    <>
      <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={saving}>
        {t('preregistrations.enrol.cancel')}
      </button>
      <button
        type="button"
        className={BUTTON.primary}
        onClick={() => void submit()}
        disabled={saving || open.length === 0}
        aria-busy={saving}
      >
        {saving && <ButtonSpinner />}
        {confirming ? t('preregistrations.enrol.submitAnyway') : t('preregistrations.enrol.submit')}
      </button>
    </>
  );

  return (
    <Modal open title={t('preregistrations.enrol.title', { name })} onClose={onClose} footer={footer}>
      {isError ? (
        <ErrorState message={t('preregistrations.enrol.loadError')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <div className="h-24 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" aria-hidden="true" />
      ) : (
        <fieldset
          className="space-y-2"
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
        >
          <legend id={legendId} className="mb-2 text-sm">
            {t('preregistrations.enrol.intro', { level: application.level, year: application.year })}
          </legend>
          {data.items.length === 0 || open.length === 0 ? (
            <p className="text-sm text-danger-700 dark:text-danger-500">
              {t('preregistrations.enrol.noClass')}
            </p>
          ) : null}
          {data.items.map((cls) => {
            const full = cls.remaining <= 0;
            const inputId = `enrol-class-${cls.id}`;
            return (
              <div
                key={cls.id}
                className={`flex items-center gap-3 rounded-card border p-3 ${
                  classId === cls.id
                    ? 'border-primary-600 ring-1 ring-primary-600'
                    : 'border-neutral-200 dark:border-neutral-700'
                } ${full ? 'opacity-60' : ''}`}
              >
                <input
                  id={inputId}
                  type="radio"
                  name={`enrol-class-${application.id}`}
                  className="size-5 accent-primary-600"
                  value={cls.id}
                  checked={classId === cls.id}
                  disabled={full || saving}
                  onChange={() => {
                    setClassId(cls.id);
                    setProblem(null);
                  }}
                />
                <label
                  htmlFor={inputId}
                  className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3"
                >
                  <span className="font-semibold">{cls.name}</span>
                  <span className="text-sm tabular-nums">
                    {full
                      ? t('preregistrations.enrol.full')
                      : t('preregistrations.enrol.remaining', { count: cls.remaining })}
                  </span>
                  <span className="w-full text-xs text-neutral-600 dark:text-neutral-400">
                    {t('preregistrations.enrol.teacher', { name: classTeacherName(cls, t, i18n.language) })}
                  </span>
                </label>
              </div>
            );
          })}
          {confirming && (
            <p role="alert" className="text-sm font-semibold text-warning-700 dark:text-warning-300">
              {t('preregistrations.enrol.missing', { items: missing.join(', ') })}
            </p>
          )}
          {problem && (
            <p
              id={problemId}
              role="alert"
              className="text-sm font-semibold text-danger-700 dark:text-danger-500"
            >
              {problem}
            </p>
          )}
        </fieldset>
      )}
    </Modal>
  );
}
