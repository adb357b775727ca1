/** Placeholder until the form kit lands (Modal, ConfirmDialog). */
export function ApplicationDetail(_props: { id: number; onClose: () => void }) {
  return null;
}
