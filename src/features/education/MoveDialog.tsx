import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../api/errorText';
import { BUTTON, INPUT } from '../../components/buttons';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { useMoveStudentMutation } from './education.api';

/** Moves a student to another class of the same level; a full class is shown but cannot be chosen. */
export function MoveDialog({
  classId,
  year,
  student,
  targets,
  onClose,
}: {
  classId: number;
  year: number;
  student: { id: number; name: string };
  targets: ReadonlyArray<{ id: number; name: string; remaining: number }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState(String(targets.find((item) => item.remaining > 0)?.id ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [move, moving] = useMoveStudentMutation();
  const title = t('education.move.title', { name: student.name });
  return (
    <Modal open title={title} onClose={onClose} busy={moving.isLoading}>
      <form
        className="space-y-4"
        aria-label={title}
        onSubmit={async (event) => {
          event.preventDefault();
          if (!target) return;
          setError(null);
          try {
            await move({ id: classId, year, studentId: student.id, toClassId: Number(target) }).unwrap();
            const name = targets.find((item) => String(item.id) === target)?.name ?? '';
            void notify('success', t('education.move.done', { name: student.name, class: name }));
            onClose();
          } catch (failure) {
            setError(apiRefusalText(failure, t, t('education.saveError')));
          }
        }}
      >
        <div className="space-y-1">
          <label htmlFor={id} className="block text-sm font-medium">
            {t('education.move.to')}
          </label>
          <select
            id={id}
            className={INPUT}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {targets.map((item) => (
              <option key={item.id} value={item.id} disabled={item.remaining === 0}>
                {item.remaining === 0
                  ? t('education.move.full', { name: item.name })
                  : t('education.move.seats', { name: item.name, count: item.remaining })}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p role="alert" className="text-sm font-semibold text-danger-700 dark:text-danger-500">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            {t('education.cancel')}
          </button>
          <button type="submit" className={BUTTON.primary} disabled={!target || moving.isLoading}>
            {t('education.move.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
