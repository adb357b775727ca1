import { currentYearOf, type SeedStep } from '../core/seed.ts';
import { generateApplications } from './applications.ts';
import { type DemoApplication } from './applicationTypes.ts';

declare module '../core/tables.ts' {
  interface DemoData {
    /** Pre-registrations: applications for the current year (./applications.ts). */
    applications: DemoApplication[];
  }
}

/** Pre-registrations: the applications for the current year, from the school tables. */
export const applicationsStep: SeedStep<'applications'> = {
  tables: ['applications'],
  make(data) {
    const current = currentYearOf(data.years);
    if (!current) return { applications: [] };
    return {
      applications: generateApplications(data, {
        yearId: current.schoolyearid,
        yearStart: current.startDate,
        branchIds: data.branches.map((branch) => branch.schoolbranchid),
      }),
    };
  },
};
