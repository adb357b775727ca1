import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Portrait, type PortraitSize } from '../../../components/Portrait';
import { useNear } from '../../../components/useNear';
import { useAfterFirstScreen } from '../../../lib/useAfterFirstScreen';
import { cachedPhoto, loadPhoto, subscribePhotos } from './photoCache';

/**
 * A student's photo, or their initials on a neutral disc while it loads, when there is none or when it cannot be
 * had (components/Portrait). Decorative next to the name (empty alt), unless `label` names it. On the first screen
 * of a visit, the photos are asked for once it is shown (lib/afterFirstScreen): the rows' names come first, and
 * a list's 25 photos (about 4 KB each) do not share the phone's bandwidth with the code and the rows. A photo is
 * asked for once its place comes within `PHOTO_AHEAD` of the screen: a phone showing eight rows of a page of 25
 * does not load the seventeen it has not scrolled to.
 */
/** How far below (or above) the screen a photo starts loading: a few rows ahead of the scroll. */
export const PHOTO_AHEAD = '300px';

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
  const place = useRef<HTMLElement>(null);
  const near = useNear(place, PHOTO_AHEAD);
  useEffect(() => {
    if (firstScreenShown && near && hasPhoto && photo === undefined) void loadPhoto(studentId, year);
  }, [firstScreenShown, near, hasPhoto, photo, studentId, year]);
  return (
    <Portrait ref={place} photo={photo} firstname={firstname} lastname={lastname} size={size} label={label} />
  );
}
