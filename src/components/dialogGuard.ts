import { createContext, useContext, useEffect, useId } from 'react';

/**
 * Dialogs with forms ask before closing when changed (docs/architecture.md "Nothing typed is lost"): the forms of
 * a dialog tell it whether they hold unsaved changes, and its closing by the user (Escape, the close button, a
 * form's Cancel) asks first. A dialog closed by its owner after a save does not ask.
 */
export interface DialogGuard {
  /** A form inside has (or no longer has) unsaved changes. */
  report(id: string, dirty: boolean): void;
  /** Runs `close` now, or after the user confirmed when a form inside has unsaved changes. */
  requestClose(close: () => void): void;
}

export const DialogGuardContext = createContext<DialogGuard | null>(null);

/** The enclosing dialog's guard, if the component is inside a dialog. */
export function useDialogGuard(): DialogGuard | null {
  return useContext(DialogGuardContext);
}

/** Tells the enclosing dialog, if any, whether this form holds unsaved changes. */
export function useReportToDialog(dirty: boolean): void {
  const guard = useDialogGuard();
  const id = useId();
  useEffect(() => {
    if (!guard) return undefined;
    guard.report(id, dirty);
    return () => guard.report(id, false);
  }, [guard, id, dirty]);
}
