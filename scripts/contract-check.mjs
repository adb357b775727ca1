// `npm run contract:check -- --base https://api.example-school.ma --token <staff token> [--parent-token <token>]`
// Reads the contract's GET operations from a school API and prints, for each one, whether its answer is what the
// portal expects (docs/api.md "Contract"; src/contract/check.ts). It signs nothing in, writes nothing, and never
// prints a token. Exit code 0 only when every operation read matches.
// Options: --base     the API host, as VITE_API_URL (calls go to <base>/api); an address ending in /api is kept
//          --token    a staff token (an admin of a branch reads every staff operation); or CONTRACT_TOKEN
//          --parent-token  a parent's token, for the parent's operations; or CONTRACT_PARENT_TOKEN
//          --max      at most this many operations (default 150)     --timeout  seconds per answer (default 10)
//          --deadline seconds for the whole check (default 120)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const usage =
  'Usage: npm run contract:check -- --base https://api.example-school.ma --token <staff token> [--parent-token <parent token>]';
let values;
try {
  ({ values } = parseArgs({
    options: {
      base: { type: 'string' },
      token: { type: 'string' },
      'parent-token': { type: 'string' },
      max: { type: 'string' },
      timeout: { type: 'string' },
      deadline: { type: 'string' },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const token = values.token ?? process.env.CONTRACT_TOKEN;
const parentToken = values['parent-token'] ?? process.env.CONTRACT_PARENT_TOKEN;
if (!values.base || !token) {
  console.error(usage);
  process.exit(2);
}
const host = values.base.replace(/\/+$/, '');
const base = host.endsWith('/api') ? host : `${host}/api`;

const { module } = await runnerImport('/src/contract/check.ts', { logLevel: 'error' });
console.log(`Contract check of ${base} (GET operations only; nothing is written)`);
const seconds = (value, fallback) => (value ? Number(value) * 1000 : fallback);
const rows = await module.checkApi({
  base,
  token,
  parentToken,
  docsMarkdown: readFileSync('docs/api.md', 'utf8'),
  maxOperations: values.max ? Number(values.max) : undefined,
  timeoutMs: seconds(values.timeout, undefined),
  deadlineMs: seconds(values.deadline, undefined),
});
console.log(module.formatRows(rows));
const ok = module.passed(rows);
console.log(
  ok ? 'The API matches the contract.' : 'The API does not match the contract: the screens above would fail.',
);
process.exit(ok ? 0 : 1);
