import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../components/notify';
import { loadProfilePicture, PROFILE_PICTURE_TYPES } from '../auth';
import { checkPicture, MAX_PICTURE_BYTES, uploadPicture } from './profile.api';

/** Change of profile picture: image types only (png, jpeg, webp, gif), 1 MB at most. */
export function PictureForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkPicture(file);
    if (problem) {
      setError(problem === 'type' ? 'profile.picture.errors.type' : 'profile.picture.errors.size');
      input.value = '';
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await uploadPicture(file);
      await dispatch(loadProfilePicture());
      void notify('success', t('profile.picture.saved'));
    } catch {
      setError('profile.picture.errors.upload');
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  return (
    <div>
      <label
        htmlFor="profile-picture"
        className="inline-flex min-h-11 cursor-pointer items-center rounded-control border border-neutral-300 px-3 text-sm font-semibold hover:bg-neutral-100 md:min-h-control dark:border-neutral-600 dark:hover:bg-neutral-700"
      >
        {busy ? t('profile.picture.uploading') : t('profile.picture.change')}
      </label>
      <input
        id="profile-picture"
        type="file"
        accept={PROFILE_PICTURE_TYPES.join(',')}
        className="sr-only"
        disabled={busy}
        aria-describedby="profile-picture-hint"
        onChange={(event) => void onChange(event)}
      />
      <p id="profile-picture-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
        {t('profile.picture.hint', { size: MAX_PICTURE_BYTES / 1024 / 1024 })}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger-700 dark:text-danger-500">
          {t(error)}
        </p>
      )}
    </div>
  );
}
