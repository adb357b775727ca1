import { getResponse, http, type RequestHandler } from 'msw';
import { checkName, isNameField } from '../../domain/names.ts';
import { error } from './listing.ts';
import { formParts, multipart } from './multipart.ts';

type Path = Array<string | number>;
/** What the walk of a body found: the dotted paths of the refused names, and whether a name was stripped. */
type Found = { refused: string[]; changed: boolean };

/** The value with each name field stripped (src/domain/names.ts), noting refused ones; the same value if unchanged. */
function walk(value: unknown, path: Path, found: Found): unknown {
  if (typeof value === 'string') {
    if (!isNameField(path)) return value;
    const checked = checkName(value);
    if (!checked.ok) {
      found.refused.push(path.join('.'));
      return value;
    }
    if (checked.value === value) return value;
    found.changed = true;
    return checked.value;
  }
  if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index], found));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key], found)]),
    );
  }
  return value;
}

/** A form field's name as a path: `guardians[0][firstname_fr]` and `guardians.0.firstname_fr` alike. */
function partPath(name: string): Path {
  return name
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

function headersOf(request: Request, withoutContentType: boolean): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!withoutContentType || name.toLowerCase() !== 'content-type') headers.set(name, value);
  });
  return headers;
}

/** The request with its names stripped (null when none changed), or the paths of its refused names. */
async function checked(request: Request): Promise<{ refused: string[] } | { clean: Request | null }> {
  const found: Found = { refused: [], changed: false };
  if (/multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    // An unreadable form is left to the handler (docs/api.md "Uploads").
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) return { clean: null };
    const parts = await formParts(form);
    const clean = parts.map((part) =>
      'value' in part ? { ...part, value: walk(part.value, partPath(part.name), found) as string } : part,
    );
    if (found.refused.length) return { refused: found.refused };
    if (!found.changed) return { clean: null };
    const { type, bytes } = multipart(clean);
    const headers = headersOf(request, true);
    headers.set('Content-Type', type);
    return { clean: new Request(request.url, { method: request.method, headers, body: bytes }) };
  }
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return { clean: null };
  }
  const cleaned = walk(body, [], found);
  if (found.refused.length) return { refused: found.refused };
  if (!found.changed) return { clean: null };
  const init = { method: request.method, headers: headersOf(request, false), body: JSON.stringify(cleaned) };
  return { clean: new Request(request.url, init) };
}

/**
 * Person names (docs/api.md "Text"), once for every handler: a name field of a JSON body or a form (src/domain/
 * names.ts `isNameField`: `firstname_fr`, `guardians.0.lastname_ar`, `newFamily.name`…) holding a control character,
 * a line break or an unpaired surrogate is refused with 422 `INVALID_NAME` naming each such field (docs/api.md
 * "Errors"); one holding invisible characters or extra spaces reaches the handler stripped.
 * @example export const handlers = withPlainNames(withoutSpoofedText(withIdempotency([...authHandlers])));
 */
export function withPlainNames(handlers: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      if (request.method === 'GET' || request.method === 'HEAD') return undefined;
      const result = await checked(request);
      if ('refused' in result) {
        return error(422, 'Invalid name', 'INVALID_NAME', {
          field: result.refused[0],
          errors: Object.fromEntries(result.refused.map((field) => [field, 'INVALID_NAME'])),
        });
      }
      return result.clean ? getResponse(handlers, result.clean) : undefined;
    }),
    ...handlers,
  ];
}
