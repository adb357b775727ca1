import { useEffect, useId } from 'react';
import { holdVersionsWhileTyping } from '../../api/versionLog';

/**
 * Which forms of the page have unsaved changes. One guard (UnsavedChangesGuard, mounted once in the shell)
 * asks before leaving, since a router supports one blocker at a time while a page may hold several forms.
 */
const dirtyForms = new Set<string>();
let saving = 0;

export const unsavedChanges = {
  /** True while a form has changes not yet saved and no save is running (a save may navigate). */
  pending(): boolean {
    return dirtyForms.size > 0 && saving === 0;
  },
  /** Marks a save as running; returns the function that marks its end. */
  saving(): () => void {
    saving += 1;
    let done = false;
    return () => {
      if (!done) saving -= 1;
      done = true;
    };
  },
  set(id: string, dirty: boolean): void {
    if (dirty) dirtyForms.add(id);
    else dirtyForms.delete(id);
    // The records' versions stay those the typing started from (api/versions.ts, docs/api.md "Versions").
    holdVersionsWhileTyping(dirtyForms.size > 0);
  },
};

/** Registers a form's dirty state with the guard while the form is mounted. */
export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    unsavedChanges.set(id, dirty);
    return () => unsavedChanges.set(id, false);
  }, [id, dirty]);
}
