import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { selectIsParent } from '../session/auth.slice';
import { useAppSelector } from '../store/hooks';
import { BUTTON } from './buttons';

/**
 * The frame of a parent's page of the selected child (the child's absences, week, homework): its title, for whom
 * (the child, with their class once known), then the page's own content. One h1, labelling the page's section.
 */
export function ChildPageFrame({
  title,
  forWhom,
  className = 'mx-auto max-w-xl space-y-4',
  children,
}: {
  title: string;
  /** "Pour Yasmine El Idrissi, en CE1 A"; empty while no child is selected. */
  forWhom: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className={className}>
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {title}
        </h1>
        {forWhom && <p className="mt-1 font-semibold text-neutral-700 dark:text-neutral-200">{forWhom}</p>}
      </div>
      {children}
    </section>
  );
}

interface StaffPointerProps {
  title: string;
  message: string;
  to: string;
  /** The link's content (its words, with an icon if any). */
  link: ReactNode;
}

/** Staff opening a parent's page: what the page is for, and a link to the office's page of the same module. */
export function StaffPointer({ title, message, to, link }: StaffPointerProps) {
  return (
    <section aria-labelledby="page-title" className="space-y-3">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      <p className="text-neutral-700 dark:text-neutral-200">{message}</p>
      <Link to={to} className={BUTTON.secondary}>
        {link}
      </Link>
    </section>
  );
}

/**
 * A parent's page of the selected child: its content for a parent; for staff who open its address, a pointer to the
 * office's page of the same module (`staff`), never another family's data.
 */
export function ParentOnly({ staff, children }: { staff: StaffPointerProps; children: ReactNode }) {
  const isParent = useAppSelector(selectIsParent);
  return isParent ? children : <StaffPointer {...staff} />;
}
