/**
 * The school canteen of the demo (docs/api.md "Canteen"), generated deterministically from the school and "today":
 * in every branch about 60 ingredients with their real allergens, 40 meals, a weekly program from the start of the
 * year to next week (published up to next week, the week after a draft), parents' requests in every state, and a
 * kitchen simulated day by day so the stock is what its movements say: an opening inventory, weekly purchases from
 * five suppliers, each school day's service for the portions booked, a few losses (so some ingredients are below
 * their minimum). Amounts are integer cents, quantities in the ingredient's unit to three decimals.
 */
import {
  addDays,
  portionsOn,
  roundQuantity,
  schoolDaysOf,
  weekStartOf,
  weekdayOf,
  type Allergen,
  type CanteenRequestKind,
  type CanteenRequestStatus,
  type Course,
  type Cutoff,
  type MealLine,
  type MovementKind,
  type Origin,
  type Unit,
} from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import { mulberry32 } from '../core/random.ts';
import type { DemoEnrolment, DemoStudent } from '../school/index.ts';
import { currentYearOf, type SeedStep } from '../core/seed.ts';

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

type Supplier = 0 | 1 | 2 | 3 | 4;
export const SUPPLIERS = [
  'Marjane Pro',
  'Primeurs du Souss',
  'Boucherie El Baraka',
  'Poissonnerie du Port',
  'Centrale laitière',
] as const;

/** name fr, name ar, unit, origin, allergens, price per unit (MAD), minimum stock, supplier. */
const CATALOGUE: Array<[string, string, Unit, Origin, Allergen[], number, number, Supplier]> = [
  ['Farine de blé', 'دقيق القمح', 'kg', 'plant', ['gluten'], 8, 20, 0],
  ['Semoule de blé dur', 'سميد القمح الصلب', 'kg', 'plant', ['gluten'], 10, 20, 0],
  ['Pâtes', 'معكرونة', 'kg', 'plant', ['gluten'], 14, 10, 0],
  ['Riz', 'أرز', 'kg', 'plant', [], 15, 15, 0],
  ['Pain', 'خبز', 'piece', 'plant', ['gluten'], 1.2, 100, 0],
  ['Lait demi-écrémé', 'حليب نصف دسم', 'L', 'dairy', ['milk'], 8, 30, 4],
  ['Beurre', 'زبدة', 'kg', 'dairy', ['milk'], 90, 3, 4],
  ['Fromage râpé', 'جبن مبشور', 'kg', 'dairy', ['milk'], 110, 3, 4],
  ['Yaourt nature', 'ياغورت طبيعي', 'piece', 'dairy', ['milk'], 2.5, 100, 4],
  ['Œufs', 'بيض', 'piece', 'egg', ['eggs'], 1.4, 120, 4],
  ['Filets de poulet', 'صدر دجاج', 'kg', 'poultry', [], 65, 10, 2],
  ['Bœuf haché', 'لحم بقري مفروم', 'kg', 'meat', [], 95, 8, 2],
  ['Viande d’agneau', 'لحم الغنم', 'kg', 'meat', [], 110, 5, 2],
  ['Merlan', 'سمك النازلي', 'kg', 'fish', ['fish'], 70, 5, 3],
  ['Sardines', 'سردين', 'kg', 'fish', ['fish'], 25, 5, 3],
  ['Crevettes', 'قمرون', 'kg', 'seafood', ['crustaceans'], 120, 2, 3],
  ['Calamars', 'كلمار', 'kg', 'seafood', ['molluscs'], 90, 2, 3],
  ['Pommes de terre', 'بطاطس', 'kg', 'plant', [], 5, 40, 1],
  ['Carottes', 'جزر', 'kg', 'plant', [], 4, 20, 1],
  ['Courgettes', 'كوسة', 'kg', 'plant', [], 6, 15, 1],
  ['Tomates', 'طماطم', 'kg', 'plant', [], 6, 20, 1],
  ['Oignons', 'بصل', 'kg', 'plant', [], 4, 20, 1],
  ['Poivrons', 'فلفل حلو', 'kg', 'plant', [], 8, 10, 1],
  ['Aubergines', 'باذنجان', 'kg', 'plant', [], 6, 10, 1],
  ['Navets', 'لفت', 'kg', 'plant', [], 4, 8, 1],
  ['Petits pois', 'جلبانة', 'kg', 'plant', [], 12, 8, 1],
  ['Haricots verts', 'لوبيا خضراء', 'kg', 'plant', [], 10, 8, 1],
  ['Lentilles', 'عدس', 'kg', 'plant', [], 14, 10, 0],
  ['Pois chiches', 'حمص', 'kg', 'plant', [], 16, 10, 0],
  ['Haricots blancs', 'لوبيا بيضاء', 'kg', 'plant', [], 15, 8, 0],
  ['Céleri', 'كرفس', 'kg', 'plant', ['celery'], 10, 3, 1],
  ['Coriandre (botte)', 'قزبر (حزمة)', 'piece', 'plant', [], 2, 20, 1],
  ['Persil (botte)', 'معدنوس (حزمة)', 'piece', 'plant', [], 2, 20, 1],
  ['Huile d’olive', 'زيت الزيتون', 'L', 'plant', [], 75, 10, 0],
  ['Huile de tournesol', 'زيت عباد الشمس', 'L', 'plant', [], 20, 10, 0],
  ['Sel', 'ملح', 'kg', 'plant', [], 3, 5, 0],
  ['Cumin', 'كمون', 'kg', 'plant', [], 120, 1, 0],
  ['Moutarde', 'خردل', 'kg', 'plant', ['mustard'], 40, 1, 0],
  ['Sauce soja', 'صلصة الصويا', 'L', 'plant', ['soy', 'gluten'], 45, 1, 0],
  ['Graines de sésame', 'زريعة الجلجلان', 'kg', 'plant', ['sesame'], 60, 1, 0],
  ['Amandes', 'لوز', 'kg', 'plant', ['nuts'], 120, 2, 0],
  ['Beurre de cacahuète', 'زبدة الفول السوداني', 'kg', 'plant', ['peanuts'], 80, 1, 0],
  ['Vinaigre de vin', 'خل العنب', 'L', 'plant', ['sulphites'], 18, 2, 0],
  ['Raisins secs', 'زبيب', 'kg', 'plant', ['sulphites'], 50, 2, 0],
  ['Farine de lupin', 'دقيق الترمس', 'kg', 'plant', ['lupin'], 40, 1, 0],
  ['Pommes', 'تفاح', 'kg', 'plant', [], 12, 15, 1],
  ['Bananes', 'موز', 'kg', 'plant', [], 14, 15, 1],
  ['Oranges', 'برتقال', 'kg', 'plant', [], 6, 20, 1],
  ['Clémentines', 'مندرين', 'kg', 'plant', [], 8, 15, 1],
  ['Dattes', 'تمر', 'kg', 'plant', [], 40, 5, 0],
  ['Miel', 'عسل', 'kg', 'plant', [], 120, 2, 0],
  ['Sucre', 'سكر', 'kg', 'plant', [], 7, 15, 0],
  ['Chocolat noir', 'شوكولاتة سوداء', 'kg', 'plant', ['milk', 'soy'], 90, 2, 0],
  ['Crème fraîche', 'قشدة طازجة', 'L', 'dairy', ['milk'], 45, 3, 4],
  ['Levure boulangère', 'خميرة الخبز', 'kg', 'plant', [], 30, 1, 0],
  ['Olives vertes', 'زيتون أخضر', 'kg', 'plant', [], 25, 3, 0],
  ['Thon en conserve', 'تونة معلبة', 'kg', 'fish', ['fish'], 90, 3, 0],
  ['Mayonnaise', 'مايونيز', 'kg', 'egg', ['eggs', 'mustard'], 35, 2, 0],
  ['Lait de soja', 'حليب الصويا', 'L', 'plant', ['soy'], 18, 5, 4],
  ['Biscuits sablés', 'بسكويت', 'kg', 'plant', ['gluten', 'milk', 'eggs'], 40, 3, 0],
];

/** Meal: name fr, name ar, course, [catalogue index, quantity per portion]. */
const MEALS: Array<[string, string, Course, Array<[number, number]>]> = [
  [
    'Salade marocaine',
    'سلطة مغربية',
    'starter',
    [
      [20, 0.06],
      [21, 0.02],
      [33, 0.005],
      [32, 0.05],
      [35, 0.001],
    ],
  ],
  [
    'Harira',
    'حريرة',
    'starter',
    [
      [20, 0.05],
      [27, 0.02],
      [28, 0.02],
      [30, 0.01],
      [0, 0.01],
      [31, 0.05],
      [21, 0.02],
      [12, 0.02],
    ],
  ],
  [
    'Salade de carottes au cumin',
    'سلطة الجزر بالكمون',
    'starter',
    [
      [18, 0.08],
      [36, 0.001],
      [33, 0.005],
    ],
  ],
  [
    'Zaalouk',
    'زعلوك',
    'starter',
    [
      [23, 0.1],
      [20, 0.04],
      [33, 0.005],
      [36, 0.001],
    ],
  ],
  [
    'Taktouka',
    'تكتوكة',
    'starter',
    [
      [22, 0.08],
      [20, 0.04],
      [33, 0.005],
    ],
  ],
  [
    'Soupe de légumes',
    'حساء الخضر',
    'starter',
    [
      [18, 0.04],
      [17, 0.05],
      [19, 0.04],
      [30, 0.01],
      [21, 0.02],
    ],
  ],
  [
    'Œuf dur mayonnaise',
    'بيض مسلوق بالمايونيز',
    'starter',
    [
      [9, 1],
      [57, 0.015],
    ],
  ],
  [
    'Salade de riz au thon',
    'سلطة الأرز بالتونة',
    'starter',
    [
      [3, 0.04],
      [56, 0.02],
      [20, 0.03],
      [57, 0.01],
      [55, 0.01],
    ],
  ],
  [
    'Salade de lentilles',
    'سلطة العدس',
    'starter',
    [
      [27, 0.04],
      [21, 0.01],
      [42, 0.005],
      [33, 0.005],
    ],
  ],
  [
    'Velouté de courgettes',
    'حساء الكوسة بالقشدة',
    'starter',
    [
      [19, 0.1],
      [53, 0.02],
      [17, 0.03],
    ],
  ],
  [
    'Couscous aux sept légumes',
    'كسكس بسبع خضار',
    'main',
    [
      [1, 0.08],
      [18, 0.04],
      [24, 0.04],
      [19, 0.04],
      [28, 0.02],
      [12, 0.06],
      [21, 0.02],
    ],
  ],
  [
    'Tajine de poulet aux olives',
    'طاجين الدجاج بالزيتون',
    'main',
    [
      [10, 0.1],
      [55, 0.02],
      [21, 0.03],
      [33, 0.008],
      [17, 0.06],
    ],
  ],
  [
    'Tajine de kefta aux œufs',
    'طاجين الكفتة بالبيض',
    'main',
    [
      [11, 0.09],
      [20, 0.06],
      [9, 1],
      [36, 0.001],
    ],
  ],
  [
    'Poisson pané et riz',
    'سمك مقلي بالأرز',
    'main',
    [
      [13, 0.1],
      [0, 0.01],
      [9, 0.2],
      [3, 0.06],
      [34, 0.01],
    ],
  ],
  [
    'Pastilla au poulet',
    'بسطيلة الدجاج',
    'main',
    [
      [10, 0.08],
      [40, 0.015],
      [0, 0.04],
      [9, 0.5],
      [6, 0.01],
      [51, 0.005],
    ],
  ],
  [
    'Spaghetti bolognaise',
    'سباغيتي بولونيز',
    'main',
    [
      [2, 0.08],
      [11, 0.06],
      [20, 0.06],
      [21, 0.02],
      [7, 0.01],
    ],
  ],
  [
    'Lentilles à la marocaine',
    'عدس على الطريقة المغربية',
    'main',
    [
      [27, 0.08],
      [20, 0.03],
      [21, 0.02],
      [36, 0.001],
      [33, 0.005],
      [4, 0.5],
    ],
  ],
  [
    'Loubia',
    'لوبيا',
    'main',
    [
      [29, 0.08],
      [20, 0.04],
      [36, 0.001],
      [33, 0.005],
      [4, 0.5],
    ],
  ],
  [
    'Gratin de pâtes au fromage',
    'غراتان المعكرونة بالجبن',
    'main',
    [
      [2, 0.08],
      [7, 0.02],
      [5, 0.08],
      [6, 0.005],
    ],
  ],
  [
    'Boulettes de sardines',
    'كرات السردين',
    'main',
    [
      [14, 0.1],
      [20, 0.05],
      [3, 0.05],
      [31, 0.05],
    ],
  ],
  [
    'Brochettes de poulet et frites',
    'أسياخ الدجاج مع البطاطس المقلية',
    'main',
    [
      [10, 0.1],
      [17, 0.15],
      [34, 0.02],
    ],
  ],
  [
    'Tajine d’agneau aux petits pois',
    'طاجين الغنم بالجلبانة',
    'main',
    [
      [12, 0.09],
      [25, 0.08],
      [21, 0.02],
    ],
  ],
  [
    'Paella aux fruits de mer',
    'باييلا بفواكه البحر',
    'main',
    [
      [3, 0.07],
      [15, 0.03],
      [16, 0.03],
      [22, 0.02],
      [25, 0.02],
    ],
  ],
  [
    'Omelette aux pommes de terre',
    'عجة بالبطاطس',
    'main',
    [
      [9, 2],
      [17, 0.1],
      [21, 0.02],
      [33, 0.005],
    ],
  ],
  [
    'Poulet rôti et haricots verts',
    'دجاج مشوي مع اللوبيا الخضراء',
    'main',
    [
      [10, 0.12],
      [26, 0.1],
      [33, 0.005],
    ],
  ],
  [
    'Rfissa',
    'رفيسة',
    'main',
    [
      [10, 0.08],
      [27, 0.03],
      [0, 0.05],
      [6, 0.01],
    ],
  ],
  ['Orange à la cannelle', 'برتقال بالقرفة', 'dessert', [[47, 0.15]]],
  ['Yaourt nature', 'ياغورت طبيعي', 'dessert', [[8, 1]]],
  ['Banane', 'موز', 'dessert', [[46, 0.12]]],
  ['Pomme', 'تفاح', 'dessert', [[45, 0.15]]],
  ['Clémentines', 'مندرين', 'dessert', [[48, 0.15]]],
  [
    'Riz au lait',
    'أرز بالحليب',
    'dessert',
    [
      [3, 0.03],
      [5, 0.12],
      [51, 0.015],
    ],
  ],
  [
    'Salade de fruits',
    'سلطة الفواكه',
    'dessert',
    [
      [45, 0.05],
      [46, 0.05],
      [47, 0.05],
    ],
  ],
  [
    'Sellou',
    'سلو',
    'dessert',
    [
      [0, 0.03],
      [40, 0.015],
      [39, 0.01],
      [6, 0.008],
      [50, 0.01],
    ],
  ],
  [
    'Flan au caramel',
    'فلان بالكراميل',
    'dessert',
    [
      [5, 0.1],
      [9, 0.5],
      [51, 0.02],
    ],
  ],
  [
    'Msemen au miel',
    'مسمن بالعسل',
    'snack',
    [
      [0, 0.05],
      [6, 0.005],
      [50, 0.01],
    ],
  ],
  [
    'Pain au chocolat',
    'خبز بالشوكولاتة',
    'snack',
    [
      [4, 0.5],
      [52, 0.015],
    ],
  ],
  [
    'Biscuits et lait',
    'بسكويت وحليب',
    'snack',
    [
      [59, 0.03],
      [5, 0.15],
    ],
  ],
  [
    'Dattes et lait',
    'تمر وحليب',
    'snack',
    [
      [49, 0.03],
      [5, 0.15],
    ],
  ],
  [
    'Tartine au beurre de cacahuète',
    'خبز بزبدة الفول السوداني',
    'snack',
    [
      [4, 0.5],
      [41, 0.015],
    ],
  ],
];

const REJECT_REASONS = [
  'Les inscriptions de ce trimestre sont complètes.',
  'La période demandée est hors calendrier scolaire.',
  'Dossier médical à compléter avant l’inscription à la cantine.',
];
const CANCEL_REASONS = ['Changement d’emploi du temps', 'Déménagement', 'L’enfant déjeune à la maison'];
const LOSS_REASONS = ['Produit périmé', 'Casse à la livraison', 'Chambre froide en panne'];

/** The canteen tables of the demo: see the file's comment. */
export function generateCanteen(options: CanteenOptions): CanteenTables {
  const today = options.today ?? todayIso();
  const random = mulberry32(options.seed ?? 4242);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const year = options.year;
  const tables: CanteenTables = {
    ingredients: [],
    movements: [],
    purchases: [],
    meals: [],
    programs: [],
    requests: [],
    settings: [],
  };
  const students = new Map(options.students.map((student) => [student.studentid, student]));
  for (const branchId of options.branchIds) {
    tables.settings.push({ branchId, cutoff: { daysBefore: 1, hour: 10 } });
    const base = tables.ingredients.length;
    const ingredients = CATALOGUE.map(
      ([name_fr, name_ar, unit, origin, allergens, , minStock], index): DemoIngredient => ({
        id: base + index + 1,
        branchId,
        name_fr,
        name_ar,
        unit,
        stock: 0,
        minStock,
        allergens,
        origin,
        lastPriceCents: null,
      }),
    );
    tables.ingredients.push(...ingredients);
    const mealBase = tables.meals.length;
    const meals = MEALS.map(([name_fr, name_ar, course, lines], index): DemoMeal => ({
      id: mealBase + index + 1,
      branchId,
      name_fr,
      name_ar,
      course,
      lines: lines.map(([catalogueIndex, quantity]) => ({
        ingredientId: ingredients[catalogueIndex]!.id,
        quantity,
      })),
    }));
    tables.meals.push(...meals);

    // Requests: about 40 % of the branch's pupils subscribe from the start of the year, some on fewer days; the
    // rest of the states are spread over the last weeks.
    const enrolled = options.enrolments.filter(
      (enrolment) =>
        enrolment.branchId === branchId &&
        enrolment.yearId === year.schoolyearid &&
        enrolment.status !== 'left',
    );
    const nextWeek = addDays(weekStartOf(today), 7);
    for (const enrolment of enrolled) {
      const student = students.get(enrolment.studentId);
      if (!student) continue;
      const draw = random();
      const request = (
        kind: CanteenRequestKind,
        status: CanteenRequestStatus,
        startDate: string,
        endDate: string,
        days: number[],
        createdAt: string,
      ) => {
        const decided = status === 'approved' || status === 'rejected';
        tables.requests.push({
          id: tables.requests.length + 1,
          branchId,
          yearId: year.schoolyearid,
          studentId: student.studentid,
          familyId: student.familyId,
          kind,
          startDate,
          endDate,
          days,
          status,
          reason:
            status === 'rejected'
              ? REJECT_REASONS[int(0, REJECT_REASONS.length - 1)]!
              : status === 'cancelled'
                ? CANCEL_REASONS[int(0, CANCEL_REASONS.length - 1)]!
                : null,
          createdAt: `${createdAt}T08:${String(int(10, 59))}:00Z`,
          createdBy: null,
          decidedAt: decided ? `${addDays(createdAt, 1)}T09:30:00Z` : null,
          decidedBy: decided ? 1 : null,
          engagementId: null,
        });
      };
      const recent = addDays(today, -int(1, 20));
      if (student.studentid === 101 || (student.studentid !== 102 && draw < 0.38)) {
        const days = random() < 0.75 ? [1, 2, 3, 4, 5] : [1, 2, 4, 5];
        request('subscription', 'approved', year.startDate, year.endDate, days, addDays(year.startDate, -10));
      } else if (student.studentid === 102) {
        continue;
      } else if (draw < 0.42) {
        request('subscription', 'pending', nextWeek, year.endDate, [1, 2, 3, 4, 5], recent);
      } else if (draw < 0.44) {
        request('subscription', 'rejected', nextWeek, year.endDate, [1, 2, 4, 5], recent);
      } else if (draw < 0.46) {
        request(
          'subscription',
          'cancelled',
          year.startDate,
          addDays(today, -int(10, 40)),
          [1, 2, 3, 4, 5],
          addDays(year.startDate, -8),
        );
      } else if (draw < 0.5) {
        const day = addDays(weekStartOf(today), int(0, 11));
        if (weekdayOf(day) <= 5)
          request('meal', random() < 0.6 ? 'approved' : 'pending', day, day, [], recent);
      } else if (draw < 0.51) {
        const day = addDays(nextWeek, int(0, 4));
        request('meal', 'cancelled', day, day, [], recent);
      }
    }
    const bookings = tables.requests.filter((request) => request.branchId === branchId);

    // Programs: a week per week from the start of the year, meals in rotation; published to next week.
    const starters = meals.filter((meal) => meal.course === 'starter');
    const mains = meals.filter((meal) => meal.course === 'main');
    const desserts = meals.filter((meal) => meal.course === 'dessert');
    const snacks = meals.filter((meal) => meal.course === 'snack');
    let slot = branchId * 3;
    const pick = (list: DemoMeal[]) => list[slot % list.length]!.id;
    const programs: DemoProgram[] = [];
    for (let week = weekStartOf(year.startDate); week <= addDays(nextWeek, 7); week = addDays(week, 7)) {
      const days: ProgramDay[] = schoolDaysOf(week).map(() => {
        slot += 1;
        return { starter: pick(starters), main: pick(mains), dessert: pick(desserts), snack: pick(snacks) };
      });
      const published = week <= nextWeek;
      programs.push({
        id: tables.programs.length + programs.length + 1,
        branchId,
        yearId: year.schoolyearid,
        weekStart: week,
        days,
        status: published ? 'published' : 'draft',
        publishedAt: published ? `${addDays(week, -4)}T15:00:00Z` : null,
        servedDays: [],
      });
    }
    tables.programs.push(...programs);

    // The kitchen, day by day: an opening inventory, on Mondays a purchase per supplier bringing what the week needs
    // (with a margin) above the minimum, every school day before today the service of the booked portions.
    const byId = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
    const mealById = new Map(meals.map((meal) => [meal.id, meal]));
    const move = (
      ingredient: DemoIngredient,
      at: string,
      kind: MovementKind,
      quantity: number,
      reason: string | null,
      purchaseId: number | null,
    ) => {
      const signed = roundQuantity(quantity);
      if (signed === 0) return;
      ingredient.stock = roundQuantity(ingredient.stock + signed);
      tables.movements.push({
        id: tables.movements.length + 1,
        ingredientId: ingredient.id,
        at,
        kind,
        quantity: signed,
        reason,
        purchaseId,
        userId: kind === 'served' ? null : 1,
      });
    };
    const opening = addDays(year.startDate, -3);
    for (const ingredient of ingredients) {
      move(
        ingredient,
        `${opening}T09:00:00Z`,
        'correction',
        ingredient.minStock * 2,
        'Inventaire de rentrée',
        null,
      );
    }
    for (const program of programs) {
      if (program.weekStart > today) break;
      const dates = schoolDaysOf(program.weekStart);
      const portions = portionsOn(bookings, dates);
      const needs = new Map<number, number>();
      program.days.forEach((day, index) => {
        for (const mealId of Object.values(day)) {
          for (const line of mealById.get(mealId ?? -1)?.lines ?? []) {
            needs.set(
              line.ingredientId,
              (needs.get(line.ingredientId) ?? 0) + line.quantity * portions[index]!,
            );
          }
        }
      });
      const monday = program.weekStart < year.startDate ? year.startDate : program.weekStart;
      const lines = new Map<Supplier, DemoPurchaseLine[]>();
      for (const [ingredientId, need] of needs) {
        const ingredient = byId.get(ingredientId)!;
        const missing = need * 1.1 + ingredient.minStock * 1.5 - ingredient.stock;
        if (missing <= 0) continue;
        const [, , unit, , , price, , supplier] = CATALOGUE[ingredientId - base - 1]!;
        const quantity = unit === 'piece' ? Math.ceil(missing) : Math.ceil(missing * 2) / 2;
        const unitPriceCents = Math.round(price * 100 * (0.92 + random() * 0.16));
        lines.set(supplier, [...(lines.get(supplier) ?? []), { ingredientId, quantity, unitPriceCents }]);
      }
      for (const [supplier, purchaseLines] of [...lines].sort(([a], [b]) => a - b)) {
        const purchase: DemoPurchase = {
          id: tables.purchases.length + 1,
          branchId,
          yearId: year.schoolyearid,
          supplier: SUPPLIERS[supplier],
          date: monday,
          lines: purchaseLines,
          status: 'recorded',
          cancelledAt: null,
          createdAt: `${monday}T07:30:00Z`,
        };
        tables.purchases.push(purchase);
        for (const line of purchaseLines) {
          const ingredient = byId.get(line.ingredientId)!;
          move(ingredient, purchase.createdAt, 'purchase', line.quantity, null, purchase.id);
          ingredient.lastPriceCents = line.unitPriceCents;
        }
      }
      program.days.forEach((day, index) => {
        const date = dates[index]!;
        if (date >= today || date < year.startDate) return;
        for (const mealId of Object.values(day)) {
          for (const line of mealById.get(mealId ?? -1)?.lines ?? []) {
            const ingredient = byId.get(line.ingredientId)!;
            const used = Math.min(ingredient.stock, line.quantity * portions[index]!);
            move(ingredient, `${date}T13:30:00Z`, 'served', -used, date, null);
          }
        }
        program.servedDays.push(date);
      });
    }
    // A few losses this week: those ingredients fall below their minimum.
    const losses = [...ingredients].sort(() => random() - 0.5).slice(0, 5);
    for (const ingredient of losses) {
      const loss = Math.max(0, ingredient.stock - ingredient.minStock * 0.5);
      move(
        ingredient,
        `${addDays(today, -1)}T16:00:00Z`,
        'correction',
        -loss,
        LOSS_REASONS[int(0, 2)]!,
        null,
      );
    }
  }
  return tables;
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** School canteen: ingredients and their stock movements, purchases, meals, weekly programs, requests. */
    canteen: CanteenTables;
  }
}

/** School canteen of the current year, made on first read. */
export const canteenStep: SeedStep<'canteen'> = {
  tables: ['canteen'],
  lazy: true,
  make: (data) => ({
    canteen: generateCanteen({
      branchIds: data.branches.map((branch) => branch.schoolbranchid),
      year: currentYearOf(data.years)!,
      students: data.students,
      enrolments: data.enrolments,
    }),
  }),
};
