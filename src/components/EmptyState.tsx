import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An icon, one sentence, and the action that fills the list (DESIGN-SYSTEM.md "Empty states").
 * @example <EmptyState icon={Bell} message={t('notifications.empty')} />
 */
export function EmptyState({
  icon: Icon,
  message,
  action,
}: {
  icon: LucideIcon;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-white px-6 py-10 text-center dark:bg-neutral-800">
      <Icon size={36} aria-hidden="true" className="text-neutral-400" />
      <p className="max-w-md text-neutral-600 dark:text-neutral-300">{message}</p>
      {action}
    </div>
  );
}
