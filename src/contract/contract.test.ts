import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../tests/helpers/demo';
import { db } from '../mocks/core/db';
import { handlers } from '../mocks/index.ts';
import { server } from '../mocks/node';
import { checkApi, formatRows, passed } from './check';
import {
  contractOperations,
  contractText,
  documentedAs,
  docsOperations,
  errorAnswerSchema,
  openApiDocument,
  sectionTable,
  unpadded,
  writtenSectionTable,
} from './openapi';

// The API contract (docs/api.md "Contract"): docs/openapi.json is what `npm run contract` writes from the portal's
// own requests and schemas; the demo API answers what it says; the contract check finds where an API differs.

const API = 'http://localhost:3000/api';
const docs = readFileSync('docs/api.md', 'utf8');

describe('Contract: docs/openapi.json', () => {
  it('is what npm run contract writes from the schemas today (never edited by hand, never stale)', () => {
    const written = readFileSync('docs/openapi.json', 'utf8');
    const generated = contractText(openApiDocument(docs));
    // On failure: run `npm run contract` and commit docs/openapi.json with the change that made it stale.
    expect(written === generated, 'docs/openapi.json is stale: run npm run contract').toBe(true);
  });

  it('is linked from each section of docs/api.md by the table npm run contract writes', () => {
    expect(
      writtenSectionTable(docs),
      'the table of docs/api.md "Contract" is stale: run npm run contract',
    ).toBe(unpadded(sectionTable(docs)));
    expect(writtenSectionTable(docs)).toMatch(/^\| Finances \| 7 \| .*`recordPayment`/m);
  });

  it('holds every operation the portal calls, each written down in docs/api.md with its section', () => {
    const operations = contractOperations(docs);
    expect(operations.length).toBeGreaterThan(100);
    const undocumented = operations
      .filter((operation) => !documentedAs(docsOperations(docs), operation.method, operation.path))
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(undocumented).toEqual([]);
    const document = openApiDocument(docs) as { paths: Record<string, Record<string, { tags: string[] }>> };
    expect(document.paths['/students']!.get!.tags).toEqual(['Students']);
    expect(document.paths['/students']!.post).toMatchObject({
      parameters: expect.arrayContaining([
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
      ]),
    });
  });

  it('holds every address written in the sources (a call outside RTK Query too), with its method', () => {
    const known = new Set(
      contractOperations().map((operation) => `${operation.method} ${unnamed(operation.path)}`),
    );
    const found = sourceCalls('src');
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter((call) => !known.has(call.key)).map((call) => `${call.key} (${call.file})`)).toEqual(
      [],
    );
  });
});

describe('Contract: the demo API answers what the contract says', () => {
  it('every GET operation of the contract, as an admin and as a parent, matches it', async () => {
    const rows = await checkApi({
      base: API,
      token: await demoToken('admin'),
      parentToken: await demoToken('parent'),
      docsMarkdown: docs,
    });
    const report = formatRows(rows);
    expect(passed(rows), report).toBe(true);
    const read = rows.filter((row) => row.result === 'ok');
    // Skipped only where the demo has no example to read (a cover no news has, a receipt of no listed payment).
    expect(read.length, report).toBeGreaterThanOrEqual(rows.length - 3);
    expect(read.map((row) => row.operation)).toEqual(
      expect.arrayContaining([
        'students',
        'familyFinance',
        'parentDashboard',
        'studentRecord',
        'chatMessages',
      ]),
    );
  }, 60_000);

  it('every operation refuses a missing token with an error answer of the contract (401)', async () => {
    const before = JSON.stringify(db.data);
    const refusals = [];
    for (const operation of contractOperations(docs)) {
      if (operation.operationId === 'login') continue;
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'mark' ? 'read' : '999999',
      );
      const body = operation.body === 'multipart' ? new FormData() : operation.body ? {} : undefined;
      const answer = await demoCall(operation.method, path, null, body);
      refusals.push({ operation: operation.operationId, status: answer.status, body: answer.body });
    }
    expect(refusals.filter((refusal) => refusal.status !== 401)).toEqual([]);
    expect(refusals.filter((refusal) => !errorAnswerSchema.safeParse(refusal.body).success)).toEqual([]);
    expect(JSON.stringify(db.data)).toBe(before);
  }, 30_000);

  it('every operation on a record that does not exist answers an error of the contract and writes nothing', async () => {
    const token = await demoToken('admin');
    const before = JSON.stringify(db.data);
    const answers = [];
    for (const operation of contractOperations(docs).filter((candidate) => candidate.pathParams.length > 0)) {
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'mark' ? 'read' : '999999',
      );
      const query = operation.query.names.includes('year') ? '?branch=1&year=2' : '';
      const body = operation.body === 'multipart' ? new FormData() : operation.body ? {} : undefined;
      const answer = await demoCall(operation.method, `${path}${query}`, token, body);
      answers.push({ operation: operation.operationId, status: answer.status, body: answer.body });
    }
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((answer) => answer.status < 400 || answer.status > 499)).toEqual([]);
    expect(answers.filter((answer) => !errorAnswerSchema.safeParse(answer.body).success)).toEqual([]);
    expect(JSON.stringify(db.data)).toBe(before);
  }, 30_000);
});

describe('Contract check', () => {
  it('names the operation and the JSON path when an answer drifts (a renamed field), and fails', async () => {
    // The demo's own answer to the student list, with `lastname_fr` renamed as an API might.
    server.use(
      http.get(`${API}/students`, async ({ request }) => {
        const answer = await getResponse(handlers, request);
        const data = (await answer!.json()) as { items: Array<Record<string, unknown>> };
        data.items = data.items.map(({ lastname_fr, ...rest }) => ({ ...rest, lastName: lastname_fr }));
        return HttpResponse.json(data);
      }),
    );
    const token = await demoToken('admin');
    const rows = await checkApi({ base: API, token, docsMarkdown: docs });
    expect(passed(rows)).toBe(false);
    const drifted = rows.filter((row) => row.result === 'mismatch');
    expect(drifted.map((row) => row.operation)).toEqual(['students']);
    expect(drifted[0]!.mismatches[0]).toEqual({
      path: '$.items[0].lastname_fr',
      expected: 'string',
      got: 'nothing (field missing)',
    });
    const report = formatRows(rows);
    expect(report).toMatch(/^MISMATCH +200 +GET students +\(students\)$/m);
    expect(report).toContain('$.items[0].lastname_fr: expected string, got nothing (field missing)');
    expect(report).not.toContain(token);
  }, 60_000);

  it('reports an answer of another type and an unknown enum value with what came back', async () => {
    server.use(
      http.get(`${API}/transport/summary`, async ({ request }) => {
        const answer = await getResponse(handlers, request);
        const data = (await answer!.json()) as Record<string, unknown>;
        const [first] = Object.keys(data);
        return HttpResponse.json({ ...data, [first!]: 'many' });
      }),
    );
    const rows = await checkApi({ base: API, token: await demoToken('admin'), docsMarkdown: docs });
    const row = rows.find((candidate) => candidate.operation === 'transportSummary')!;
    expect(row.result).toBe('mismatch');
    expect(row.mismatches[0]!.got).toBe('string "many"');
  }, 60_000);

  it('says failed, hides the token, and fails when the API refuses the token', async () => {
    const token = 'not-a-token-0123456789';
    const rows = await checkApi({ base: API, token, docsMarkdown: docs, maxOperations: 5 });
    expect(passed(rows)).toBe(false);
    expect(rows.every((row) => row.result === 'failed' || row.result === 'skipped')).toBe(true);
    expect(rows.some((row) => row.status === 401)).toBe(true);
    expect(formatRows(rows)).not.toContain(token);
  });

  it('stops at its deadline, and an operation not read is not a match', async () => {
    const rows = await checkApi({
      base: API,
      token: await demoToken('admin'),
      docsMarkdown: docs,
      deadlineMs: 0,
    });
    expect(rows.every((row) => row.note.includes('ran out'))).toBe(true);
    expect(passed(rows)).toBe(false);
  });
});

function unnamed(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

interface SourceCall {
  key: string;
  file: string;
}

const ADDRESS = /^[a-z][\w-]*(\/[\w{}-]+)*$/;

/**
 * Every API address written in the application's sources: the `url:` of a request object (each literal of it, a
 * conditional writes two) with the `method:` beside it, and the first argument of `apiClient`/`transferClient` calls.
 */
function sourceCalls(directory: string): SourceCall[] {
  const calls: SourceCall[] = [];
  for (const entry of readdirSync(directory)) {
    const file = join(directory, entry);
    if (statSync(file).isDirectory()) {
      if (entry === 'mocks' || entry === 'contract') continue;
      calls.push(...sourceCalls(file));
      continue;
    }
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const text = readFileSync(file, 'utf8');
    // A request object's `url:` (at a line's start or after `({ `), outside comments; `method:` beside it.
    for (const match of text.matchAll(/(?:^ +|\(\{ )url: ([^\n]+)/gm)) {
      const line = text.slice(text.lastIndexOf('\n', match.index) + 1, match.index).trim();
      if (line.startsWith('*') || line.startsWith('//')) continue;
      const object = text.slice(match.index, match.index + 600).split(/\}\)|\n\s*\}/)[0]!;
      const expression = match[1]!.split(/, \w+[,:]|,$| \}/)[0]!;
      const methods = [...(/\bmethod: ([^,\n]+)/.exec(object)?.[1]?.matchAll(/'(\w+)'/g) ?? [])].map(
        (found) => found[1]!,
      );
      const paths = [...expression.matchAll(/[`']([^`']+)[`']/g)].map((found) =>
        found[1]!.replace(/\$\{[^}]*\}/g, '{}'),
      );
      // `url: id === null ? 'a' : `a/${id}``, `method: id === null ? 'POST' : 'PUT'`: paired in order.
      paths.forEach((path, index) => {
        const method = methods.length === paths.length ? methods[index]! : (methods[0] ?? 'GET');
        if (ADDRESS.test(path)) calls.push({ key: `${method} ${path}`, file });
      });
    }
    for (const [, method, literal] of text.matchAll(
      /(?:apiClient|transferClient)\.(get|post|put|patch|delete)\(\s*'([^']+)'/g,
    )) {
      calls.push({ key: `${method!.toUpperCase()} ${literal}`, file });
    }
  }
  return calls;
}
