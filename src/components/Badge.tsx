import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-200 text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100',
  primary: 'bg-primary-100 text-primary-800 dark:bg-primary-700 dark:text-white',
  success: 'bg-success-100 text-success-700 dark:bg-success-700 dark:text-white',
  warning: 'bg-warning-100 text-warning-700 dark:bg-warning-700 dark:text-white',
  danger: 'bg-danger-100 text-danger-700 dark:bg-danger-700 dark:text-white',
  info: 'bg-info-100 text-info-700 dark:bg-info-700 dark:text-white',
};

/**
 * A status badge: one tone per state, the same everywhere (DESIGN-SYSTEM.md: overdue = danger, partial = warning,
 * paid = success, pending = neutral). The colour is never the only signal (WCAG 1.4.1 use of colour): a badge says
 * its state in words, or with an icon that has an accessible name (`role="img"` and `aria-label`).
 * @example <Badge tone="danger">{t('finances.status.overdue')}</Badge>
 */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
