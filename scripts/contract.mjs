// `npm run contract`: writes docs/openapi.json (and the operations table of docs/api.md "Contract"), the API contract as OpenAPI 3.1 (docs/api.md "Contract"), from the
// requests the portal's endpoints build and the schemas it checks answers with (src/contract/openapi.ts). Never edit
// docs/openapi.json by hand: src/contract/contract.test.ts fails when it is not what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const target = 'docs/openapi.json';
// The module runner applies the project's Vite transforms (import.meta.glob, JSON imports) to the TypeScript source.
const { module } = await runnerImport('/src/contract/openapi.ts', { logLevel: 'error' });
const docs = readFileSync('docs/api.md', 'utf8');
const document = module.openApiDocument(docs);
const text = module.contractText(document);
writeFileSync(target, text);
// docs/api.md "Contract": the table linking each section to its operations.
writeFileSync('docs/api.md', module.withSectionTable(docs));
const operations = Object.values(document.paths).reduce(
  (count, methods) => count + Object.keys(methods).length,
  0,
);
console.log(
  `${target}: OpenAPI ${document.openapi}, ${Object.keys(document.paths).length} paths, ${operations} operations, ${(text.length / 1024).toFixed(0)} KB`,
);
