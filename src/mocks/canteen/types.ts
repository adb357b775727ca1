/** The canteen tables' rows (docs/api.md "Canteen"). */
import type {
  Allergen,
  CanteenRequestKind,
  CanteenRequestStatus,
  Course,
  Cutoff,
  MealLine,
  MovementKind,
  Origin,
  Unit,
} from '../../domain/canteen.ts';
import type { DemoEnrolment, DemoStudent } from '../school/index.ts';

export interface DemoIngredient {
  id: number;
  branchId: number;
  name_fr: string;
  name_ar: string;
  unit: Unit;
  stock: number;
  minStock: number;
  allergens: Allergen[];
  origin: Origin;
  lastPriceCents: number | null;
}

export interface DemoStockMovement {
  id: number;
  ingredientId: number;
  /** ISO date and time. */
  at: string;
  kind: MovementKind;
  /** Signed, in the ingredient's unit. */
  quantity: number;
  /** A correction's reason; the served day for a service. */
  reason: string | null;
  purchaseId: number | null;
  userId: number | null;
}

export interface DemoPurchaseLine {
  ingredientId: number;
  quantity: number;
  unitPriceCents: number;
}

export interface DemoPurchase {
  id: number;
  branchId: number;
  yearId: number;
  supplier: string;
  date: string;
  lines: DemoPurchaseLine[];
  status: 'recorded' | 'cancelled';
  cancelledAt: string | null;
  createdAt: string;
}

export interface DemoMeal {
  id: number;
  branchId: number;
  name_fr: string;
  name_ar: string;
  course: Course;
  lines: MealLine[];
}

/** A meal per course for each school day (Monday first); null where none is served. */
export type ProgramDay = Record<Course, number | null>;

export interface DemoProgram {
  id: number;
  branchId: number;
  yearId: number;
  /** The Monday of the week. */
  weekStart: string;
  days: ProgramDay[];
  status: 'draft' | 'published';
  publishedAt: string | null;
  /** Days whose service was recorded (the stock went down). */
  servedDays: string[];
}

export interface DemoCanteenRequest {
  id: number;
  branchId: number;
  yearId: number;
  studentId: number;
  familyId: number;
  kind: CanteenRequestKind;
  startDate: string;
  endDate: string;
  /** School days of a subscription, 1 = Monday. */
  days: number[];
  status: CanteenRequestStatus;
  /** Why it was rejected or cancelled. */
  reason: string | null;
  createdAt: string;
  /** Who asked (a guardian's user id, or staff recording it for a family). */
  createdBy: number | null;
  decidedAt: string | null;
  decidedBy: number | null;
  /** The canteen engagement an approval added to the family's finances (null when one was there already). */
  engagementId: number | null;
}

export interface CanteenSettings {
  branchId: number;
  cutoff: Cutoff;
}

export interface CanteenTables {
  ingredients: DemoIngredient[];
  movements: DemoStockMovement[];
  purchases: DemoPurchase[];
  meals: DemoMeal[];
  programs: DemoProgram[];
  requests: DemoCanteenRequest[];
  settings: CanteenSettings[];
}

export interface CanteenOptions {
  branchIds: number[];
  year: { schoolyearid: number; startDate: string; endDate: string };
  students: DemoStudent[];
  enrolments: DemoEnrolment[];
  today?: string;
  seed?: number;
}
