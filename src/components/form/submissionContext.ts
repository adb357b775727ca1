import { createContext, useContext } from 'react';
import type { Submission } from '../../api/useSubmission';

/** The submission of the enclosing `Form`, read by `FormActions` (busy button, "not confirmed" line). */
export const SubmissionContext = createContext<Submission | null>(null);

export function useFormSubmission(): Submission | null {
  return useContext(SubmissionContext);
}
