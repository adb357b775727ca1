/** One part of a multipart/form-data body: a text field or a file. */
export type Part =
  { name: string; value: string } | { name: string; file: { name: string; type: string; bytes: Uint8Array } };

/**
 * Serializes form fields as a browser does for multipart/form-data (text line breaks become CRLF).
 */
export function multipart(parts: Part[]): { type: string; bytes: Uint8Array<ArrayBuffer> } {
  const boundary = '----portail-ecole-test-boundary';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n` +
            `${part.value.replace(/\r?\n|\r/g, '\r\n')}\r\n`,
        ),
      );
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\n` +
            `Content-Type: ${part.file.type || 'application/octet-stream'}\r\n\r\n`,
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

async function formParts(form: FormData): Promise<Part[]> {
  const parts: Part[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, value });
    else
      parts.push({
        name,
        file: { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) },
      });
  }
  return parts;
}

/**
 * A test-environment bridge, for the files that install it (and remove it when done). Vitest's jsdom bridge hands
 * a FormData's File to the demo API as a nameless Node Blob whose content is lost (it reads a jsdom internal
 * renamed in jsdom 29); browsers do not, so a FormData body is serialized here as a browser serializes it. The app
 * code is unchanged. (jsdom's Blob without stream(), which MSW needs for blob answers, is bridged in tests/setup.ts.)
 */
export function installBrowserBridges(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
  const Intercepted = globalThis.XMLHttpRequest;
  const Bridged = new Proxy(Intercepted, {
    construct(target, args) {
      const xhr = Reflect.construct(target, args) as XMLHttpRequest;
      return new Proxy(xhr, {
        get(inner, property) {
          if (property !== 'send') return Reflect.get(inner, property) as unknown;
          return (body?: Document | XMLHttpRequestBodyInit | null) => {
            if (!(body instanceof FormData)) return inner.send(body);
            void formParts(body).then((parts) => {
              const { type, bytes } = multipart(parts);
              inner.setRequestHeader('Content-Type', type);
              inner.send(bytes);
            });
            return undefined;
          };
        },
        set(inner, property, value) {
          return Reflect.set(inner, property, value);
        },
      });
    },
  });
  Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, writable: true, value: Bridged });
  return () => {
    if (descriptor) Object.defineProperty(globalThis, 'XMLHttpRequest', descriptor);
  };
}
