import { requestApi } from '../../../api/baseQuery';
import { saveFile } from '../../../lib/saveFile';
import { fileSchema, type StudentDocument } from '../students.schemas';

/**
 * Downloads an uploaded document through the second client (the token goes in a header, so a plain link would
 * not do), through the one call of api/baseQuery.ts (time limit, error catalogue), and saves it under its uploaded
 * name. Rejects when the API refuses or cannot be reached.
 */
export async function downloadStudentDocument(
  studentId: number,
  year: number,
  document: Pick<StudentDocument, 'id' | 'fileName' | 'mimeType'>,
): Promise<void> {
  const file = await requestApi<Blob>({
    url: `students/${studentId}/documents/${document.id}/file`,
    params: { year },
    client: 'transfer',
    responseType: 'blob',
    schema: fileSchema,
  });
  saveFile(document.fileName, file);
}
