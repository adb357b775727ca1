/** One part of a multipart/form-data body: a text field or a file. */
export type Part =
  { name: string; value: string } | { name: string; file: { name: string; type: string; bytes: Uint8Array } };

/** A name inside a quoted header parameter, as browsers write it (quotes and line breaks percent-encoded). */
const quoted = (value: string) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * Serializes form fields as a browser does for multipart/form-data (RFC 7578; text line breaks become CRLF), as
 * bytes, so a body does not depend on whose FormData and File classes it was read with (Node's, or jsdom's beside
 * Node's under Vitest). Used by the demo API to hand a cleaned request on (spoofedText.ts) and by the tests'
 * browser bridge (tests/helpers/browserBridges.ts).
 */
export function multipart(parts: Part[]): { type: string; bytes: Uint8Array<ArrayBuffer> } {
  const boundary = `----portail-ecole-${Math.random().toString(36).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n` +
            `${part.value.replace(/\r?\n|\r/g, '\r\n')}\r\n`,
        ),
      );
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; ` +
            `filename="${quoted(part.file.name)}"\r\nContent-Type: ${part.file.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.bytes,
        encoder.encode('\r\n'),
      );
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(new ArrayBuffer(chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
  chunks.reduce((offset, chunk) => {
    bytes.set(chunk, offset);
    return offset + chunk.length;
  }, 0);
  return { type: `multipart/form-data; boundary=${boundary}`, bytes };
}

/** A parsed form's fields as parts (files read to bytes). */
export async function formParts(form: FormData): Promise<Part[]> {
  const parts: Part[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, value });
    else {
      parts.push({
        name,
        file: { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) },
      });
    }
  }
  return parts;
}
