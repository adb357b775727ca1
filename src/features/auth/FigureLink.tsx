import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCanOpen } from './useCanOpen';

const LINK = 'font-semibold text-primary-700 hover:underline dark:text-primary-300';

/**
 * A dashboard figure that links to its filtered list when the user may open that list (the route rules), else the
 * same words without a link.
 * @example <FigureLink to={paths.ingredients({ low: '1' })}>{t('canteen.dashboard.belowMinimum', { count })}</FigureLink>
 */
export function FigureLink({ to, children }: { to: string; children: ReactNode }) {
  const canOpen = useCanOpen();
  return canOpen(to) ? (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  ) : (
    <span>{children}</span>
  );
}
