/**
 * Saves data as a file on the user's device through a temporary object URL (files the API sends behind the
 * token cannot be plain links). `filename` is the suggested name; the browser may ask where to save it.
 * @example saveFile('recu-CAS-2026-000123.html', new Blob([html], { type: 'text/html' }))
 */
export function saveFile(filename: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
