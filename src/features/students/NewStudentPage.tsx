import { StudentFormPage } from './StudentFormPage';

/** `studentdetails/new`: the form of a new student (a sub-view of the registry, its own route and rule). */
export default function NewStudentPage() {
  return <StudentFormPage key="new" />;
}
