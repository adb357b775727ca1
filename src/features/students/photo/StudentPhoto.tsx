import { useEffect, useSyncExternalStore } from 'react';
import { cachedPhoto, loadPhoto, subscribePhotos } from './photoCache';

const SIZES = { sm: 'size-9 text-xs', lg: 'size-24 text-2xl' } as const;

/**
 * A student's photo, or their initials on a neutral disc while it loads, when there is none or when it cannot be
 * had. Decorative next to the name (empty alt), unless `label` names it.
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
  size?: keyof typeof SIZES;
  label?: string;
}) {
  const photo = useSyncExternalStore(subscribePhotos, () => (hasPhoto ? cachedPhoto(studentId) : 'none'));
  useEffect(() => {
    if (hasPhoto && photo === undefined) void loadPhoto(studentId, year);
  }, [hasPhoto, photo, studentId, year]);
  const classes = `${SIZES[size]} shrink-0 rounded-full object-cover`;
  if (photo && photo !== 'none') {
    return (
      <img
        src={photo}
        alt={label}
        className={classes}
        width={size === 'lg' ? 96 : 36}
        height={size === 'lg' ? 96 : 36}
      />
    );
  }
  const initials = `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase();
  // The initials are drawn by CSS (not text): a copied row or a read cell gives the name once, not "YEYasmine…".
  return (
    <span
      className={`${classes} inline-flex items-center justify-center bg-neutral-200 font-semibold text-neutral-700 before:content-[attr(data-initials)] dark:bg-neutral-700 dark:text-neutral-200`}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-initials={initials}
      data-testid="photo-initials"
    />
  );
}
