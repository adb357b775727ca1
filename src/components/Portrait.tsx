import type { Ref } from 'react';

const SIZES = { sm: 'size-9 text-xs', lg: 'size-24 text-2xl' } as const;
export type PortraitSize = keyof typeof SIZES;

/**
 * A person's photo (a data URL), or their initials on a neutral disc while it loads, when there is none or when it
 * cannot be had. Decorative next to the name (empty alt), unless `label` names it.
 * @example <Portrait photo={cachedPhoto(id)} firstname="Yasmine" lastname="El Idrissi" />
 */
export function Portrait({
  photo,
  firstname,
  lastname,
  size = 'sm',
  label = '',
  ref,
}: {
  /** The photo's data URL; undefined while unknown, 'none' without one. */
  photo: string | undefined;
  firstname: string;
  lastname: string;
  size?: PortraitSize;
  label?: string;
  /** The drawn element (the photo or the initials), for a caller that loads the photo once it is near the screen. */
  ref?: Ref<HTMLElement>;
}) {
  const classes = `${SIZES[size]} shrink-0 rounded-full object-cover`;
  if (photo && photo !== 'none') {
    return (
      <img
        ref={ref as Ref<HTMLImageElement>}
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
      ref={ref as Ref<HTMLSpanElement>}
      className={`${classes} inline-flex items-center justify-center bg-neutral-200 font-semibold text-neutral-700 before:content-[attr(data-initials)] dark:bg-neutral-700 dark:text-neutral-200`}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-initials={initials}
      data-testid="photo-initials"
    />
  );
}
