import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../api/errorText';
import { BUTTON } from '../../../components/buttons';
import { ButtonSpinner } from '../../../components/ButtonSpinner';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { PHOTO_RULES } from '../../../domain/attachments';
import { useSetPhotoMutation } from '../studentDetails.api';
import type { StudentRecord } from '../students.schemas';
import { forgetPhoto, rememberPhoto } from './photoCache';
import { StudentPhoto } from './StudentPhoto';
import { HiddenFileInput } from '../../../components/HiddenFileInput';

/** docs/api.md "Student photo": what the API accepts (domain/attachments), checked here first so the user hears it at once. */
export const PHOTO_TYPES = PHOTO_RULES.types;
export const PHOTO_MAX_BYTES = PHOTO_RULES.maxBytes;

/** The student's photo with "Change the photo" (JPEG, PNG or WebP, 2 MB at most) and "Remove the photo". */
export function PhotoEditor({ student, year }: { student: StudentRecord; year: number }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [setPhoto, { isLoading }] = useSetPhotoMutation();
  const name = `${student.firstname_fr} ${student.lastname_fr}`;

  const upload = async (file: File) => {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('studentDetails.photo.type'));
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setProblem(t('studentDetails.photo.size'));
      return;
    }
    setProblem(null);
    try {
      await setPhoto({ id: student.studentid, year, file }).unwrap();
      await rememberPhoto(student.studentid, file);
      void notify('success', t('studentDetails.photo.saved'));
    } catch (error) {
      setProblem(apiErrorText(error, t, t('form.saveFailed')));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <StudentPhoto
        studentId={student.studentid}
        year={year}
        hasPhoto={student.hasPhoto}
        firstname={student.firstname_fr}
        lastname={student.lastname_fr}
        size="lg"
        label={t('studentDetails.photo.alt', { name })}
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON.secondary}
            aria-describedby={hintId}
            disabled={isLoading}
            onClick={() => input.current?.click()}
          >
            {isLoading ? <ButtonSpinner /> : <Camera size={16} aria-hidden="true" />}
            {student.hasPhoto ? t('studentDetails.photo.change') : t('studentDetails.photo.add')}
          </button>
          {student.hasPhoto && (
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={isLoading}
              onClick={() => setRemoving(true)}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t('studentDetails.photo.remove')}
            </button>
          )}
        </div>
        <p id={hintId} className="text-sm text-neutral-600 dark:text-neutral-400">
          {t('studentDetails.photo.hint')}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-danger-700 dark:text-danger-500">
            {problem}
          </p>
        )}
        <HiddenFileInput
          ref={input}
          accept={PHOTO_TYPES.join(',')}
          label={t('studentDetails.photo.file')}
          testId="photo-input"
          onFile={(file) => void upload(file)}
        />
      </div>
      <ConfirmDialog
        open={removing}
        title={t('studentDetails.photo.removeTitle')}
        message={t('studentDetails.photo.removeMessage', { name })}
        confirmLabel={t('studentDetails.photo.remove')}
        tone="danger"
        onCancel={() => setRemoving(false)}
        onConfirm={async () => {
          await setPhoto({ id: student.studentid, year, file: null }).unwrap();
          forgetPhoto(student.studentid);
          setRemoving(false);
          void notify('success', t('studentDetails.photo.removed'));
        }}
      />
    </div>
  );
}
