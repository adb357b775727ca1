import { transferClient } from '../../../api/clients';
import { saveFile } from '../../../lib/saveFile';
import type { StudentDocument } from '../students.schemas';

/**
 * Downloads an uploaded document through the second client (the token goes in a header, so a plain link would
 * not do) and saves it under its uploaded name. Rejects when the API refuses or cannot be reached.
 */
export async function downloadStudentDocument(
  studentId: number,
  year: number,
  document: Pick<StudentDocument, 'id' | 'fileName' | 'mimeType'>,
): Promise<void> {
  const answer = await transferClient.get<Blob>(`students/${studentId}/documents/${document.id}/file`, {
    params: { year },
    responseType: 'blob',
  });
  saveFile(document.fileName, answer.data);
}
