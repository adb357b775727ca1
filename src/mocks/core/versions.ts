import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import {
  IF_MATCH_HEADER,
  isVersionedEdit,
  ITEM_VERSION,
  itemsAt,
  recordPathOf,
  STALE_VERSION,
  VERSION_HEADER,
  versionedItemAt,
  versionedItemsOf,
  withoutItemVersion,
} from '../../domain/versions.ts';

/** A record as its read answers it now: its version and its JSON body. */
interface Current {
  version: string;
  body: string;
}

/**
 * The version of an answer: a hash of its text (cyrb53, two 32-bit lanes) and its length, quoted as an `ETag` is.
 * Plain JS: the same in Node and in a test's browser-like realm, whose buffers Node's crypto refuses.
 */
function versionOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return `"${hex(h2)}${hex(h1)}-${text.length.toString(16)}"`;
}

const isJson = (response: Response) => /json/i.test(response.headers.get('Content-Type') ?? '');

/** Headers copied one by one (an intercepted request's are not always a Headers of this realm). */
function copyOf(source: Headers): Headers {
  const headers = new Headers();
  source.forEach((value, name) => headers.append(name, value));
  return headers;
}

/**
 * The body of a read's JSON answer, each item of a read whose items carry versions (domain/versions.ts
 * `VERSIONED_ITEMS`) given its own: the version its read at `{item}/{id}` answers, which is the item as the list
 * shows it (the same JSON), so it is the hash of the item's text.
 */
function withItemVersions(path: string, body: string): string {
  const items = versionedItemsOf(path);
  if (!items) return body;
  const parsed = JSON.parse(body) as unknown;
  for (const item of itemsAt(parsed, items.at)) item[ITEM_VERSION] = versionOf(JSON.stringify(item));
  return JSON.stringify(parsed);
}

/**
 * A read, through the handlers; the read of an item found in its list (`VERSIONED_ITEMS` `inList`: a level, a
 * document type, a role) is the list's item, the list read with the same query and user: 404 when it is not there.
 */
async function read(handlers: RequestHandler[], request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const at = versionedItemAt(url.pathname);
  if (!at?.items.inList) return getResponse(handlers, request);
  url.pathname = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  const list = await getResponse(
    handlers,
    new Request(url, { method: 'GET', headers: copyOf(request.headers) }),
  );
  if (!list || !list.ok || !isJson(list)) return list;
  const item = itemsAt(await list.json(), at.items.at).find((candidate) => candidate.id === at.id);
  return item
    ? HttpResponse.json(withoutItemVersion(item))
    : HttpResponse.json({ message: 'Not found' }, { status: 404 });
}

/**
 * The record an edit changes, as its read answers it now to the same user (same `Authorization`, same query), or
 * null when that address has no JSON read (the edit is then not compared).
 */
async function currentOf(handlers: RequestHandler[], edit: Request): Promise<Current | null> {
  const url = new URL(edit.url);
  url.pathname = recordPathOf(url.pathname);
  const headers = new Headers();
  edit.headers.forEach((value, name) => {
    if (!/^(content-type|content-length|if-match|idempotency-key)$/i.test(name)) headers.set(name, value);
  });
  const response = await read(handlers, new Request(url, { method: 'GET', headers }));
  if (!response || !response.ok || !isJson(response)) return null;
  const body = withItemVersions(url.pathname, await response.text());
  return { version: versionOf(body), body };
}

/** Whether `If-Match` (one version, a list of them, or `*`) names `version`. */
function matches(ifMatch: string, version: string): boolean {
  return ifMatch
    .split(',')
    .map((item) => item.trim().replace(/^W\//, ''))
    .some((item) => item === '*' || item === version);
}

/** The edits of one record run one after the other: two edits from the same version cannot both pass the check. */
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

/** The same answer with one more header. */
async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = copyOf(response.headers);
  headers.set(name, value);
  return new Response(await response.text(), { status: response.status, headers });
}

/** An edit carrying `If-Match`: refused (412) when the record is no longer at that version, else handled. */
async function edit(
  handlers: RequestHandler[],
  request: Request,
  ifMatch: string,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const record = `${recordPathOf(url.pathname)}${url.search}`;
  return oneAtATime(record, async () => {
    const current = await currentOf(handlers, request);
    // No read at that address: nothing to compare with (docs/api.md "Versions").
    if (!current) return getResponse(handlers, request);
    if (!matches(ifMatch, current.version)) {
      return HttpResponse.json(
        {
          message: 'The record was changed since it was read',
          code: STALE_VERSION,
          version: current.version,
          current: JSON.parse(current.body) as unknown,
        },
        { status: 412, headers: { [VERSION_HEADER]: current.version } },
      );
    }
    const response = await getResponse(handlers, request);
    if (!response || !response.ok) return response;
    const saved = await currentOf(handlers, request);
    return saved ? withHeader(response, VERSION_HEADER, saved.version) : response;
  });
}

/**
 * Record versions (docs/api.md "Versions"), once for every handler: every successful JSON answer of a read carries
 * an `ETag`, a hash of its body (per user: what a user is answered is what they saw). A `PUT`, `PATCH` or `DELETE`
 * carrying `If-Match` is compared with the `ETag` the read of the same address (`recordPathOf`: a part of a record
 * is compared with the record's read) answers now to the same user: another version is refused with 412
 * `STALE_VERSION`, the record as it is now in `current` and its version in `version` and `ETag`; the same version is
 * handled and answered with the record's new `ETag`. The edits of one record run one after the other, so two edits
 * from the same version never both pass. The items of the reads of `VERSIONED_ITEMS` (a meal in the meals list, an
 * installment in a family's finance) carry their own version in `version`, compared on an edit of the item alone. An edit without `If-Match`, or of an address without a read, is handled as
 * before.
 * @example export const handlers = withVersions(withPlainNames(withoutSpoofedText(withIdempotency([...]))));
 */
export function withVersions(handlers: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      if (request.method === 'GET') {
        const response = await read(handlers, request);
        if (!response || !response.ok || !isJson(response)) return response;
        const body = withItemVersions(new URL(request.url).pathname, await response.text());
        const headers = copyOf(response.headers);
        headers.set(VERSION_HEADER, versionOf(body));
        headers.delete('Content-Length');
        return new Response(body, { status: response.status, headers });
      }
      const ifMatch = request.headers.get(IF_MATCH_HEADER)?.trim();
      if (!ifMatch || !isVersionedEdit(request.method)) return undefined;
      return edit(handlers, request, ifMatch);
    }),
    ...handlers,
  ];
}
