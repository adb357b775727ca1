/** The public entry of documents (docs/architecture.md "Boundaries"): the student record's panel; the verification
 * page is loaded by the registry (src/modules.ts). */
export { StudentDocumentsPanel } from './StudentDocumentsPanel';
