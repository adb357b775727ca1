import { Package } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { cachedItemPhoto, loadItemPhoto, subscribeItemPhotos } from './itemPhotos';

const SIZES = {
  sm: 'size-12',
  md: 'aspect-square w-full',
  lg: 'aspect-square w-full max-w-72',
} as const;

/**
 * A found item's photo (fetched with the token), or a neutral box with a parcel icon while it loads or when there
 * is none. `alt` describes it (the item's category and description), or is empty beside a text that does.
 */
export function ItemPhoto({
  itemId,
  hasPhoto,
  alt,
  size = 'sm',
}: {
  itemId: number;
  hasPhoto: boolean;
  alt: string;
  size?: keyof typeof SIZES;
}) {
  const photo = useSyncExternalStore(subscribeItemPhotos, () =>
    hasPhoto ? cachedItemPhoto(itemId) : 'none',
  );
  useEffect(() => {
    if (hasPhoto && photo === undefined) void loadItemPhoto(itemId);
  }, [hasPhoto, photo, itemId]);
  const classes = `${SIZES[size]} shrink-0 rounded-control object-cover`;
  if (photo && photo !== 'none') {
    return <img src={photo} alt={alt} className={classes} width={96} height={96} loading="lazy" />;
  }
  return (
    <span
      className={`${classes} inline-flex items-center justify-center bg-neutral-100 text-neutral-500 dark:bg-neutral-700 dark:text-neutral-300`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="item-photo-placeholder"
    >
      <Package size={size === 'sm' ? 20 : 32} aria-hidden="true" />
    </span>
  );
}
