/** The demo API's the school group (schools, branches, years) and its people (levels, classes, families, students, enrolments), which every module reads (docs/architecture.md "The demo API"): what the demo's root and other modules use of it. */
export {
  BOYS,
  type DemoClass,
  type DemoEnrolment,
  type DemoFamily,
  type DemoGuardian,
  type DemoLevel,
  type DemoStudent,
  FAMILY_NAMES,
  familyInScope,
  FRENCH_FAMILY_NAMES,
  generateSchool,
  type Gender,
  GIRLS,
  type GuardianRelation,
  guardiansByPriority,
  type Name,
  phone,
} from './school.ts';
export { populationStep, schoolGroupStep } from './seed.ts';
