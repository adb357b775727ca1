/**
 * The demo API's school group (schools, branches, years) and its people (levels, classes, families, students,
 * enrolments), which every module reads (docs/architecture.md "The demo API"): what the demo's root and other modules
 * use of it.
 */
export { BOYS, FAMILY_NAMES, FRENCH_FAMILY_NAMES, GIRLS, type Name } from './names.ts';
export { generateSchool } from './school.ts';
export { phone, slug } from './draws.ts';
export { familyInScope, guardiansByPriority } from './families.ts';
export { populationStep, schoolGroupStep } from './seed.ts';
export type {
  DemoClass,
  DemoEnrolment,
  DemoFamily,
  DemoGuardian,
  DemoLevel,
  DemoStudent,
  Gender,
  GuardianRelation,
} from './types.ts';
