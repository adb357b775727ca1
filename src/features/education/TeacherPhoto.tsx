import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../api/errorText';
import { createImageStore } from '../../api/imageStore';
import { BUTTON } from '../../components/buttons';
import { ButtonSpinner } from '../../components/ButtonSpinner';
import { notify } from '../../components/notify';
import { Portrait, type PortraitSize } from '../../components/Portrait';
import { PHOTO_RULES } from '../../domain/attachments';
import { useSetTeacherPhotoMutation } from './education.api';
import { HiddenFileInput } from '../../components/HiddenFileInput';

/** Teachers' photos, fetched once per teacher and kept for the session (api/imageStore.ts). */
const photos = createImageStore(200);

/** A teacher's photo, or their initials (components/Portrait). */
export function TeacherPhoto({
  teacher,
  year,
  size = 'sm',
  label = '',
}: {
  teacher: { id: number; hasPhoto: boolean; firstname_fr: string; lastname_fr: string };
  year: number;
  size?: PortraitSize;
  label?: string;
}) {
  const photo = useSyncExternalStore(photos.subscribe, () =>
    teacher.hasPhoto ? photos.cached(teacher.id) : 'none',
  );
  useEffect(() => {
    if (teacher.hasPhoto && photo === undefined)
      void photos.load(teacher.id, { url: `education/teachers/${teacher.id}/photo`, params: { year } });
  }, [teacher.hasPhoto, teacher.id, photo, year]);
  return (
    <Portrait
      photo={photo}
      firstname={teacher.firstname_fr}
      lastname={teacher.lastname_fr}
      size={size}
      label={label}
    />
  );
}

/** The profile's photo with "Add / Change the photo" (JPEG, PNG or WebP, 2 MB at most; checked here first). */
export function TeacherPhotoEditor({
  teacher,
  year,
}: {
  teacher: { id: number; hasPhoto: boolean; firstname_fr: string; lastname_fr: string };
  year: number;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSetTeacherPhotoMutation();
  const name = `${teacher.firstname_fr} ${teacher.lastname_fr}`;
  const upload = async (file: File) => {
    if (!(PHOTO_RULES.types as readonly string[]).includes(file.type))
      return setProblem(t('education.photo.type'));
    if (file.size > PHOTO_RULES.maxBytes) return setProblem(t('education.photo.size'));
    setProblem(null);
    try {
      await save({ id: teacher.id, year, file }).unwrap();
      await photos.remember(teacher.id, file);
      void notify('success', t('education.photo.saved', { name }));
    } catch (error) {
      setProblem(apiRefusalText(error, t, t('education.saveError')));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <TeacherPhoto teacher={teacher} year={year} size="lg" label={t('education.photo.alt', { name })} />
      <div className="space-y-1">
        <button
          type="button"
          className={BUTTON.secondary}
          aria-describedby={hintId}
          disabled={isLoading}
          onClick={() => input.current?.click()}
        >
          {isLoading ? <ButtonSpinner /> : <Camera size={16} aria-hidden="true" />}
          {teacher.hasPhoto ? t('education.photo.change') : t('education.photo.add')}
        </button>
        <p id={hintId} className="text-sm text-neutral-600 dark:text-neutral-400">
          {t('education.photo.hint')}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-danger-700 dark:text-danger-500">
            {problem}
          </p>
        )}
        <HiddenFileInput
          ref={input}
          accept={PHOTO_RULES.types.join(',')}
          label={t('education.photo.file')}
          testId="teacher-photo-input"
          onFile={(file) => void upload(file)}
        />
      </div>
    </div>
  );
}
