/** The create / edit form of a student (written once the form kit lands). */
export function StudentFormPage(_props: { id?: number }) {
  return null;
}
