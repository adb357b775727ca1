import { useEffect, useSyncExternalStore } from 'react';
import { Portrait, type PortraitSize } from '../../../components/Portrait';
import { cachedPhoto, loadPhoto, subscribePhotos } from './photoCache';

/**
 * A student's photo, or their initials on a neutral disc while it loads, when there is none or when it cannot be
 * had (components/Portrait). Decorative next to the name (empty alt), unless `label` names it.
 */
export function StudentPhoto({
  studentId,
  year,
  hasPhoto,
  firstname,
  lastname,
  size = 'sm',
  label = '',
}: {
  studentId: number;
  year: number;
  hasPhoto: boolean;
  firstname: string;
  lastname: string;
  size?: PortraitSize;
  label?: string;
}) {
  const photo = useSyncExternalStore(subscribePhotos, () => (hasPhoto ? cachedPhoto(studentId) : 'none'));
  useEffect(() => {
    if (hasPhoto && photo === undefined) void loadPhoto(studentId, year);
  }, [hasPhoto, photo, studentId, year]);
  return <Portrait photo={photo} firstname={firstname} lastname={lastname} size={size} label={label} />;
}
