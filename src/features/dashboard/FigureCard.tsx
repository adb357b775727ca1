import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/Card';

export type FigureTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const ICON_TONE: Record<FigureTone, string> = {
  primary: 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300',
  success: 'bg-success-50 text-success-700 dark:bg-neutral-900 dark:text-success-500',
  warning: 'bg-warning-50 text-warning-700 dark:bg-neutral-900 dark:text-warning-500',
  danger: 'bg-danger-50 text-danger-700 dark:bg-neutral-900 dark:text-danger-500',
  info: 'bg-info-50 text-info-700 dark:bg-neutral-900 dark:text-info-500',
  neutral: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-900 dark:text-neutral-300',
};

export interface FigureCardProps {
  label: string;
  /** The figure, already formatted for the language. */
  value: string;
  /** The small secondary line (trend, "out of", count of families...). */
  detail?: ReactNode;
  /** The filtered list behind the figure; without it (or without access to it) the card is not a link. */
  to?: string | null;
  icon?: LucideIcon;
  tone?: FigureTone;
  /** Small cards (per level, per status) carry a smaller figure. */
  compact?: boolean;
}

/**
 * One figure of the dashboard: label, number and a secondary line; the whole card links to the list behind it.
 * @example <FigureCard label="Élèves actifs" value="512" detail="+12" to="/fullstudents?status=active" />
 */
export function FigureCard({
  label,
  value,
  detail,
  to,
  icon: Icon,
  tone = 'neutral',
  compact,
}: FigureCardProps) {
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm font-semibold text-neutral-600 dark:text-neutral-300">{label}</span>
        {Icon && (
          <span className={`rounded-control p-1.5 ${ICON_TONE[tone]}`}>
            <Icon size={compact ? 16 : 20} aria-hidden="true" />
          </span>
        )}
      </span>
      <span
        className={`block font-semibold tabular-nums text-neutral-900 dark:text-white ${compact ? 'text-xl' : 'text-2xl'}`}
      >
        {value}
      </span>
      {detail !== undefined && detail !== null && (
        <span className="block text-sm text-neutral-600 dark:text-neutral-300">{detail}</span>
      )}
    </>
  );
  const layout = `${cardClass(compact ? 'sm' : 'default')} flex h-full flex-col gap-1`;
  return to ? (
    <Link
      to={to}
      className={`${layout} transition-colors hover:border-primary-400 hover:bg-primary-50/40 dark:hover:border-primary-500 dark:hover:bg-neutral-700/60`}
    >
      {body}
    </Link>
  ) : (
    <div className={layout}>{body}</div>
  );
}
