import { contractOperations, type Operation } from './openapi';

/**
 * The contract check (docs/api.md "Contract"; `npm run contract:check`): reads the contract's GET operations from an
 * API with the tokens given, and says for each one whether its answer is what the portal expects, with the JSON path,
 * what the contract expects and what came back for each difference. It signs nothing in and writes nothing; it is
 * bounded in operations and time; it never prints a token.
 */

export interface CheckOptions {
  /** The API's base address, e.g. `https://api.example-school.ma/api` (the portal's `VITE_API_URL`). */
  base: string;
  /** A staff token (an admin of a branch sees every operation). */
  token: string;
  /** A parent's token: the parent's operations (`student` in their query) are read with it. */
  parentToken?: string;
  /** docs/api.md: the query parameters of the lists (openapi.ts `contractOperations`). */
  docsMarkdown: string;
  fetch?: typeof fetch;
  /** At most this many operations are read (default 150). */
  maxOperations?: number;
  /** Each answer is waited for this long (default 10 s). */
  timeoutMs?: number;
  /** The whole check stops after this long (default 120 s); the operations not reached are `skipped`. */
  deadlineMs?: number;
}

export interface Mismatch {
  /** `$.items[0].status` */
  path: string;
  expected: string;
  got: string;
}

export interface CheckRow {
  operation: string;
  method: string;
  path: string;
  /** The address read, without the host (the query shows the scope used); empty when skipped. */
  address: string;
  status: number | 'error' | 'skipped';
  result: 'ok' | 'mismatch' | 'failed' | 'skipped';
  note: string;
  mismatches: Mismatch[];
}

type Json = unknown;
interface Scope {
  branch?: number;
  year?: number;
  student?: number;
}

function describe(value: Json): string {
  if (value === undefined) return 'nothing (field missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 40 ? `${text.slice(0, 37)}...` : text}`;
}

function at(data: Json, path: PropertyKey[]): Json {
  let node: Json = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, Json>)[key as string];
  }
  return node;
}

function jsonPath(path: PropertyKey[]): string {
  return `$${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}`;
}

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  expected?: string;
  values?: unknown[];
  keys?: string[];
}

function expectedOf(issue: Issue): string {
  if (issue.code === 'invalid_type' && issue.expected) return issue.expected;
  if (issue.code === 'invalid_value' && issue.values)
    return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message;
}

/** The differences between an answer and its schema; a list that skips bad items is checked item by item here. */
export function mismatchesOf(schema: Operation['schema'], data: Json): Mismatch[] {
  if (schema && typeof schema === 'object' && 'each' in schema) {
    if (!Array.isArray(data)) return [{ path: '$', expected: 'array', got: describe(data) }];
    const each = (schema as { each: Operation['schema'] }).each;
    return data.flatMap((item, index) =>
      mismatchesOf(each, item).map((found) => ({ ...found, path: `$[${index}]${found.path.slice(1)}` })),
    );
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  const issues = ((parsed.error as { issues?: Issue[] }).issues ?? []) as Issue[];
  if (issues.length === 0) return [{ path: '$', expected: 'the schema', got: describe(data) }];
  return issues.map((issue) => ({
    path: jsonPath(issue.path),
    expected: expectedOf(issue),
    got: describe(at(data, issue.path)),
  }));
}

/** Values found in answers, by field name (`studentid`, `conversationId`, `path`...): ids for the next addresses. */
class Examples {
  private values = new Map<string, string | number>();
  /** The same, per first segment of the address read (`requests`): a file path of a request, not of a chat. */
  private sectionValues = new Map<string, Map<string, string | number>>();
  /** The first item of each collection read, by path, and of each list met inside an answer, by its field name. */
  private firstItems = new Map<string, Record<string, Json>>();

  take(path: string, data: Json): void {
    const items = Array.isArray(data)
      ? data
      : data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)
        ? (data as { items: unknown[] }).items
        : null;
    const first = items?.[0];
    if (first && typeof first === 'object') this.firstItems.set(path, first as Record<string, Json>);
    const section = path.split('/')[0]!;
    if (!this.sectionValues.has(section)) this.sectionValues.set(section, new Map());
    this.walk(data, 0, this.sectionValues.get(section)!);
  }

  private walk(node: Json, depth: number, section: Map<string, string | number>): void {
    if (depth > 6 || node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, Json>)) {
      const lower = key.toLowerCase();
      if (typeof value === 'number' || typeof value === 'string') {
        if (!this.values.has(lower)) this.values.set(lower, value);
        if (!section.has(lower)) section.set(lower, value);
      }
      // `payments: [{ id… }]` in a family's finances: the example of `payments/{id}`.
      if (Array.isArray(value) && value[0] && typeof value[0] === 'object' && !this.firstItems.has(key)) {
        this.firstItems.set(key, value[0] as Record<string, Json>);
      }
      this.walk(value, depth + 1, section);
    }
  }

  /** A value for the path parameter `name` of `path`: an id of its collection's first item, else a field so named. */
  pathValue(path: string, name: string): string | number | undefined {
    const segments = path.split('/');
    const index = segments.indexOf(`{${name}}`);
    const collection = segments.slice(0, index).join('/');
    const item = this.firstItems.get(collection);
    if (item) {
      const key =
        'id' in item
          ? 'id'
          : Object.keys(item).find((field) => /id$/i.test(field) && typeof item[field] === 'number');
      if (key !== undefined && (typeof item[key] === 'number' || typeof item[key] === 'string')) {
        return item[key] as string | number;
      }
    }
    // A bare `{id}` is the id of its collection's item, never any id met before.
    if (name === 'id') return undefined;
    const lower = name.toLowerCase();
    return this.values.get(lower) ?? this.values.get(`${lower}id`);
  }

  /** A query value taken from answers (a file's `path`), preferably from the operation's own section. */
  queryValue(name: string, path: string): string | number | undefined {
    if (name !== 'path') return undefined;
    return this.sectionValues.get(path.split('/')[0]!)?.get('path') ?? this.values.get('path');
  }
}

async function read(
  options: Required<Pick<CheckOptions, 'base' | 'timeoutMs'>> & { fetch: typeof fetch },
  address: string,
  token: string,
): Promise<{ status: number; data: Json; binary: boolean }> {
  const answer = await options.fetch(`${options.base.replace(/\/+$/, '')}/${address}`, {
    headers: { Authorization: token, WebClientCall: 'true', Accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const type = answer.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    await answer.arrayBuffer();
    return { status: answer.status, data: undefined, binary: true };
  }
  const text = await answer.text();
  let data: Json;
  try {
    data = text ? (JSON.parse(text) as Json) : null;
  } catch {
    data = text;
  }
  return { status: answer.status, data, binary: false };
}

function scopeOf(user: Json, parent: boolean): Scope {
  const value = user as {
    roles?: Array<{ schoolbranchid: number; schoolyearid: number }>;
    students?: Array<{
      studentid: number;
      enrolments?: Array<{ schoolbranchid: number; schoolyearid: number }>;
    }>;
  };
  if (parent) {
    const student = value.students?.[0];
    const enrolment = [...(student?.enrolments ?? [])].sort((a, b) => b.schoolyearid - a.schoolyearid)[0];
    return { student: student?.studentid, year: enrolment?.schoolyearid, branch: enrolment?.schoolbranchid };
  }
  const roles = value.roles ?? [];
  const branch = roles[0]?.schoolbranchid;
  const year = Math.max(
    ...roles.filter((role) => role.schoolbranchid === branch).map((role) => role.schoolyearid),
  );
  return { branch, year: Number.isFinite(year) ? year : undefined };
}

/**
 * Operations without a path parameter first: their answers give the ids of the others; a file read by its `path`
 * last, when the records that list files have been read.
 */
function readOrder(operation: Operation): number {
  return operation.pathParams.length + (operation.query.names.includes('path') ? 10 : 0);
}

/** Reads the contract's GET operations from the API and compares each answer with the contract. */
export async function checkApi(options: CheckOptions): Promise<CheckRow[]> {
  const settings = {
    base: options.base,
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? fetch,
  };
  const deadline = Date.now() + (options.deadlineMs ?? 120_000);
  const secrets = [options.token, options.parentToken].filter((token): token is string => Boolean(token));
  const hide = (text: string) => secrets.reduce((result, secret) => result.split(secret).join('***'), text);

  const operations = contractOperations(options.docsMarkdown)
    .filter((operation) => operation.method === 'GET')
    .sort((a, b) => readOrder(a) - readOrder(b))
    .slice(0, options.maxOperations ?? 150);

  const examples = new Examples();
  const scopes: { staff: Scope; parent: Scope } = { staff: {}, parent: {} };
  const user = await read(settings, 'user', options.token).catch(() => null);
  if (user?.status === 200) scopes.staff = scopeOf(user.data, false);
  if (options.parentToken) {
    const parentUser = await read(settings, 'user', options.parentToken).catch(() => null);
    if (parentUser?.status === 200) scopes.parent = scopeOf(parentUser.data, true);
  }

  const rows: CheckRow[] = [];
  for (const operation of operations) {
    const row: CheckRow = {
      operation: operation.operationId,
      method: operation.method,
      path: operation.path,
      address: '',
      status: 'skipped',
      result: 'skipped',
      note: '',
      mismatches: [],
    };
    rows.push(row);
    if (Date.now() > deadline) {
      // Not read is not a match: the exit code says the API was not checked in full.
      row.result = 'failed';
      row.note = 'not read: the time given to the check ran out';
      continue;
    }
    // A parent's operation names the child, in the query or the path (`canteen/students/{student}/menu`).
    const forParent =
      operation.query.names.includes('student') ||
      operation.pathParams.includes('student') ||
      operation.path.endsWith('/parent');
    if (forParent && !options.parentToken) {
      row.note = 'a parent operation: give --parent-token';
      continue;
    }
    const attempts: Array<{ token: string; scope: Scope }> = forParent
      ? [{ token: options.parentToken!, scope: scopes.parent }]
      : [
          { token: options.token, scope: scopes.staff },
          ...(options.parentToken ? [{ token: options.parentToken, scope: scopes.parent }] : []),
        ];
    let path = operation.path;
    const missing = operation.pathParams.filter((name) => {
      // The parent's own child, not a student met in the office's answers.
      const value =
        (forParent && name === 'student' ? scopes.parent.student : undefined) ??
        examples.pathValue(operation.path, name);
      if (value === undefined) return true;
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
      return false;
    });
    if (missing.length > 0) {
      row.note = `no example of ${missing.map((name) => `{${name}}`).join(', ')} in the answers read before`;
      continue;
    }
    for (const [index, attempt] of attempts.entries()) {
      const query = new URLSearchParams();
      let exampleInQuery = false;
      for (const name of operation.query.names) {
        const scoped = attempt.scope[name as keyof Scope];
        const value = scoped ?? examples.queryValue(name, operation.path);
        exampleInQuery ||= scoped === undefined && value !== undefined;
        if (value !== undefined) query.set(name, String(value));
      }
      const address = query.size > 0 ? `${path}?${query}` : path;
      try {
        const answer = await read(settings, address, attempt.token);
        // Refused to staff (a parent's own operation): the parent's token is tried next.
        if ((answer.status === 403 || answer.status === 401) && index < attempts.length - 1) continue;
        row.address = address;
        row.status = answer.status;
        if (
          (answer.status === 404 || answer.status === 409) &&
          (operation.pathParams.length > 0 || exampleInQuery)
        ) {
          // The example record has none (a piece of news without a cover, a request that is not a certificate).
          row.result = 'skipped';
          row.note = `the example record has none to read (${answer.status})`;
        } else if (answer.status < 200 || answer.status > 299) {
          row.result = 'failed';
          row.note = hide(
            `answered ${answer.status}${answer.data && typeof answer.data === 'object' && 'message' in answer.data ? `: ${String((answer.data as { message: unknown }).message)}` : ''}`,
          );
        } else if (operation.binary) {
          row.result = answer.binary ? 'ok' : 'mismatch';
          if (!answer.binary) row.mismatches = [{ path: '$', expected: 'a file', got: 'JSON' }];
        } else {
          examples.take(operation.path, answer.data);
          row.mismatches = mismatchesOf(operation.schema, answer.data);
          row.result = row.mismatches.length === 0 ? 'ok' : 'mismatch';
        }
      } catch (error) {
        row.address = address;
        row.status = 'error';
        row.result = 'failed';
        row.note = hide(error instanceof Error ? error.message : String(error));
      }
      break;
    }
  }
  return rows;
}

/** The table the command prints: one line per operation, then each difference under it. */
export function formatRows(rows: CheckRow[]): string {
  const lines = rows.map((row) => {
    const head = `${row.result.toUpperCase().padEnd(8)} ${String(row.status).padEnd(7)} ${row.method} ${row.path}  (${row.operation})`;
    const detail = [
      ...(row.address ? [`    read ${row.address}`] : []),
      ...(row.note ? [`    ${row.note}`] : []),
      ...row.mismatches
        .slice(0, 10)
        .map((found) => `    ${found.path}: expected ${found.expected}, got ${found.got}`),
      ...(row.mismatches.length > 10 ? [`    ... and ${row.mismatches.length - 10} more`] : []),
    ];
    return [head, ...detail].join('\n');
  });
  const count = (result: CheckRow['result']) => rows.filter((row) => row.result === result).length;
  lines.push(
    '',
    `${rows.length} operations: ${count('ok')} match, ${count('mismatch')} differ, ${count('failed')} failed, ${count('skipped')} skipped.`,
  );
  return lines.join('\n');
}

/** Exit code 0 only when every operation read matches (docs/api.md "Contract"). */
export function passed(rows: CheckRow[]): boolean {
  return rows.every((row) => row.result === 'ok' || row.result === 'skipped');
}
