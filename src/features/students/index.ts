/**
 * The public entry of students (docs/architecture.md "Boundaries"): the guardian and student input rules that a new
 * application (pre-registrations) shares with the student form.
 */
export { GuardianContactFields, guardianContactShape, requiredName } from './guardianFields';
export type { GuardianInput, StudentInput } from './students.schemas';
export { NAME_MAX } from './studentRules';
export { StudentPhoto } from './photo/StudentPhoto';
