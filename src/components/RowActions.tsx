import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUTTON } from './buttons';

export const ICON_BUTTON = `${BUTTON.secondary} px-3`;

/**
 * The edit and delete buttons of a row of a settings list, icons named by their labels (which name the row).
 * @example <RowActions editLabel={t('x.edit', { name })} deleteLabel={t('x.delete', { name })} onEdit={…} onDelete={…} />
 */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** More buttons before edit (move up and down). */
  children?: ReactNode;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {children}
      <button type="button" className={ICON_BUTTON} aria-label={editLabel} onClick={onEdit}>
        <Pencil size={16} aria-hidden="true" />
      </button>
      <button type="button" className={ICON_BUTTON} aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 size={16} aria-hidden="true" className="text-danger-700 dark:text-danger-500" />
      </button>
    </span>
  );
}
