import { useEffect, useSyncExternalStore } from 'react';
import { Portrait, type PortraitSize } from '../../../components/Portrait';
import { useAfterFirstScreen } from '../../../lib/useAfterFirstScreen';
import { cachedPhoto, loadPhoto, subscribePhotos } from './photoCache';

/**
 * A student's photo, or their initials on a neutral disc while it loads, when there is none or when it cannot be
 * had (components/Portrait). Decorative next to the name (empty alt), unless `label` names it. On the first screen
 * of a visit, the photos are asked for once it is shown (lib/afterFirstScreen): the rows' names come first, and
 * a list's 25 photos (about 4 KB each) do not share the phone's bandwidth with the code and the rows.
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
  const firstScreenShown = useAfterFirstScreen();
  useEffect(() => {
    if (firstScreenShown && hasPhoto && photo === undefined) void loadPhoto(studentId, year);
  }, [firstScreenShown, hasPhoto, photo, studentId, year]);
  return <Portrait photo={photo} firstname={firstname} lastname={lastname} size={size} label={label} />;
}
