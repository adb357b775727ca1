import { useParams } from 'react-router-dom';
import { StudentFormPage } from './StudentFormPage';
import { StudentNotFound } from './StudentNotFound';

const ID = /^\d{1,9}$/;

/** `studentdetails/:studentId/edit`: the form of a student's record (a sub-view of the registry). */
export default function EditStudentPage() {
  const { studentId = '' } = useParams();
  if (!ID.test(studentId)) return <StudentNotFound />;
  return <StudentFormPage key={studentId} id={Number(studentId)} />;
}
