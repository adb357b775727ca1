import { UserRound } from 'lucide-react';
import type { ProfilePicture } from '../api/schemas';

/**
 * The user's picture as an inline image, or the default icon. Only checked image types ever reach here
 * (see `toProfilePicture` in api/schemas.ts), so the data URL cannot carry a script.
 * @example <Avatar profile={profile} size={32} label="Samira Benali" />
 */
export function Avatar({
  profile,
  size = 32,
  label,
}: {
  profile: ProfilePicture | null;
  size?: number;
  label: string;
}) {
  if (profile) {
    return (
      <img
        src={`data:${profile.mimeType};base64,${profile.data}`}
        alt={label}
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  // An empty label means the avatar sits next to text that already names the user: decorative, hidden from
  // assistive technology (a role="img" without a name is an axe "role-img-alt" violation).
  const decorative = label === '';
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700 dark:bg-neutral-700 dark:text-neutral-200"
      style={{ width: size, height: size }}
    >
      <UserRound aria-hidden="true" size={Math.round(size * 0.6)} />
    </span>
  );
}
