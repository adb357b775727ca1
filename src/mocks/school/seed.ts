import type { SeedStep } from '../core/seed.ts';
import type { DemoBranch, DemoYear } from '../core/tables.ts';
import { generateSchool } from './school.ts';
import { type SchoolData } from './types.ts';

declare module '../core/tables.ts' {
  interface DemoData {
    /** Levels (PS ... 3e), the same in every branch and year. */
    levels: SchoolData['levels'];
    /** Classes of a branch and year, each of one level. */
    classes: SchoolData['classes'];
    /** Families with their guardians; a student's siblings are the other students of the same family. */
    families: SchoolData['families'];
    students: SchoolData['students'];
    /** One row per student per year attended (class, level, status, dates). */
    enrolments: SchoolData['enrolments'];
  }
}

/** The school group: two schools, their three branches, the current school year and the one before it. */
export const schoolGroupStep: SeedStep<'schools' | 'years' | 'branches'> = {
  tables: ['schools', 'years', 'branches'],
  make() {
    const years: DemoYear[] = [
      { schoolyearid: 2, description: '2026-2027', startDate: '2026-09-07', endDate: '2027-06-30' },
      { schoolyearid: 1, description: '2025-2026', startDate: '2025-09-08', endDate: '2026-06-30' },
    ];
    const yearIds = years.map((year) => year.schoolyearid);
    const branches: DemoBranch[] = [
      {
        schoolbranchid: 1,
        branchname: 'Casablanca Anfa',
        branchname_ar: 'الدار البيضاء أنفا',
        email: 'anfa@alamal.demo.test',
        legal: {
          ice: '001527384000067',
          rc: 'Casablanca 284913',
          taxId: '40218735',
          patente: '34785120',
          cnss: '7241865',
        },
        schoolId: 1,
        city: 'Casablanca',
        address: '27, boulevard d’Anfa, 20040 Casablanca',
        phone: '+212 522 36 48 10',
        yearIds,
      },
      {
        schoolbranchid: 2,
        branchname: 'Rabat Agdal',
        branchname_ar: 'الرباط أكدال',
        email: 'agdal@alamal.demo.test',
        legal: {
          ice: '001527384000089',
          rc: 'Rabat 118302',
          taxId: '40218736',
          patente: '25190477',
          cnss: '7241893',
        },
        schoolId: 1,
        city: 'Rabat',
        address: '14, avenue de France, Agdal, 10090 Rabat',
        phone: '+212 537 77 21 95',
        yearIds,
      },
      {
        schoolbranchid: 3,
        branchname: 'Marrakech Guéliz',
        branchname_ar: 'مراكش جليز',
        email: 'gueliz@orangers.demo.test',
        legal: {
          ice: '002184576000031',
          rc: 'Marrakech 77415',
          taxId: '51027744',
          patente: '45102388',
          cnss: '8830127',
        },
        schoolId: 2,
        city: 'Marrakech',
        address: '8, rue de la Liberté, Guéliz, 40000 Marrakech',
        phone: '+212 524 43 09 62',
        yearIds,
      },
    ];
    return {
      schools: [
        {
          id: 1,
          schoolname: 'Groupe Scolaire Al Amal',
          schoolname_ar: 'مجموعة مدارس الأمل',
          logo: null,
          defaultLanguage: 'fr',
        },
        {
          id: 2,
          schoolname: 'École Les Orangers',
          schoolname_ar: 'مدرسة البرتقال',
          logo: null,
          defaultLanguage: 'fr',
        },
      ],
      years,
      branches,
    };
  },
};

/** The school's people (school.ts): levels, classes, families with their guardians, students, their enrolments. */
export const populationStep: SeedStep<'levels' | 'classes' | 'families' | 'students' | 'enrolments'> = {
  tables: ['levels', 'classes', 'families', 'students', 'enrolments'],
  make: (data, options) =>
    generateSchool({
      students: options.students,
      years: data.years,
      branchIds: data.branches.map((branch) => branch.schoolbranchid),
    }),
  // A data set saved before the school tables held a two-student list, which the generated school contains.
  upgrade: 'all',
};
