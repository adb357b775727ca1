/**
 * The school data set of the demo (levels, classes, families with guardians, students, enrolments), generated
 * deterministically from a fixed seed: the same options give the same school, byte for byte. The size is a
 * parameter (`generateSchool({ students: 10_000 })`) so the lists can be tested at scale.
 *
 * Model (../shared/DOMAIN.md): enrolment is a row per student per year; siblings are the other children of
 * the same family, never stored; names exist in Latin and Arabic script; the national number (code Massar) is unique.
 */
import { randomFrom, type Random } from '../core/random.ts';
import { DEFAULT_STUDENT_COUNT, MAX_STUDENT_COUNT } from '../core/seed.ts';
import { foldText } from '../core/text.ts';

export type StudentStatus = 'expected' | 'active' | 'left';
export type Gender = 'F' | 'M';
export type GuardianRelation = 'père' | 'mère' | 'tuteur';

export interface DemoLevel {
  id: number;
  /** Short name used everywhere (PS ... 3e). */
  code: string;
  name: string;
  /** Position in the school, 1 (PS) to 12 (3e). */
  order: number;
  cycle: 'maternelle' | 'élémentaire' | 'collège';
}

export interface DemoClass {
  id: number;
  yearId: number;
  branchId: number;
  levelId: number;
  /** "CE1 A". */
  name: string;
  capacity: number;
  /** Main teacher (professeur principal in collège), as shown: the teacher's record (education) keeps it. */
  teacher: string;
  /** The main teacher's name in Arabic script. */
  teacher_ar?: string;
  room: string;
  /** The main teacher's record (mocks/educationSeed.ts sets it with the education tables). */
  mainTeacherId?: number | null;
  /** The class its students go to next year (education: promotion); null for the last level. */
  nextClassId?: number | null;
}

export interface DemoGuardian {
  id: number;
  relation: GuardianRelation;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  phone: string;
  email: string;
  /** 1 = first to call. */
  priority: number;
  canSeeFinances: boolean;
  /** The portal account of this guardian, when they have one. */
  userId: number | null;
}

export interface DemoFamily {
  id: number;
  name: string;
  name_ar: string;
  guardians: DemoGuardian[];
}

/** A family's guardians in call order (priority 1 first), as every answer lists them. */
export function guardiansByPriority(family: Pick<DemoFamily, 'guardians'>): DemoGuardian[] {
  return [...family.guardians].sort((a, b) => a.priority - b.priority);
}

export interface DemoMedical {
  notes: string | null;
  allergies: string[];
  diet: string | null;
}

export interface DemoEmergencyContact {
  name: string;
  relation: string;
  phone: string;
}

export interface DemoStudent {
  studentid: number;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  branchId: number;
  familyId: number;
  gender: Gender;
  birthDate: string;
  /** National student number (code Massar): one letter and nine digits, unique. */
  massar: string;
  /** Current status; the status in a given year is the enrolment's. */
  status: StudentStatus;
  /** A photo exists (the demo serves a placeholder). */
  hasPhoto: boolean;
  medical: DemoMedical | null;
  emergencyContacts: DemoEmergencyContact[];
}

export interface DemoEnrolment {
  id: number;
  studentId: number;
  yearId: number;
  branchId: number;
  levelId: number;
  classId: number;
  /** active: attended that year (until endDate); left: left before the end of that year; expected: not arrived yet. */
  status: StudentStatus;
  startDate: string;
  endDate: string | null;
}

export interface SchoolYearInfo {
  schoolyearid: number;
  startDate: string;
  endDate: string;
}

export interface SchoolOptions {
  /** Number of students in total (every branch, every status). Default 1,200. */
  students?: number;
  seed?: number;
  /** Years of the group; the latest (by start date) is the current one, the one before it the previous one. */
  years?: SchoolYearInfo[];
  branchIds?: number[];
}

export interface SchoolData {
  levels: DemoLevel[];
  classes: DemoClass[];
  families: DemoFamily[];
  students: DemoStudent[];
  enrolments: DemoEnrolment[];
}

const DEFAULT_SEED = 20260907;

/** The years and branches of seed.ts, so the generator can be called on its own. */
const DEFAULT_YEARS: SchoolYearInfo[] = [
  { schoolyearid: 2, startDate: '2026-09-07', endDate: '2027-06-30' },
  { schoolyearid: 1, startDate: '2025-09-08', endDate: '2026-06-30' },
];
const DEFAULT_BRANCH_IDS = [1, 2, 3];
/** Share of the families in each branch (Casablanca is the largest), by branch position. */
const BRANCH_WEIGHTS = [0.45, 0.32, 0.23];

export const LEVELS: DemoLevel[] = [
  { id: 1, code: 'PS', name: 'Petite section', order: 1, cycle: 'maternelle' },
  { id: 2, code: 'MS', name: 'Moyenne section', order: 2, cycle: 'maternelle' },
  { id: 3, code: 'GS', name: 'Grande section', order: 3, cycle: 'maternelle' },
  { id: 4, code: 'CP', name: 'Cours préparatoire', order: 4, cycle: 'élémentaire' },
  { id: 5, code: 'CE1', name: 'Cours élémentaire 1', order: 5, cycle: 'élémentaire' },
  { id: 6, code: 'CE2', name: 'Cours élémentaire 2', order: 6, cycle: 'élémentaire' },
  { id: 7, code: 'CM1', name: 'Cours moyen 1', order: 7, cycle: 'élémentaire' },
  { id: 8, code: 'CM2', name: 'Cours moyen 2', order: 8, cycle: 'élémentaire' },
  { id: 9, code: '6e', name: 'Sixième', order: 9, cycle: 'collège' },
  { id: 10, code: '5e', name: 'Cinquième', order: 10, cycle: 'collège' },
  { id: 11, code: '4e', name: 'Quatrième', order: 11, cycle: 'collège' },
  { id: 12, code: '3e', name: 'Troisième', order: 12, cycle: 'collège' },
];

/** Age a child turns during the calendar year of the rentrée, in the first level (PS). */
const PS_AGE = 3;

export type Name = readonly [latin: string, arabic: string];

export const BOYS: Name[] = [
  ['Mohamed', 'محمد'],
  ['Ahmed', 'أحمد'],
  ['Youssef', 'يوسف'],
  ['Amine', 'أمين'],
  ['Omar', 'عمر'],
  ['Ali', 'علي'],
  ['Hamza', 'حمزة'],
  ['Mehdi', 'مهدي'],
  ['Ayoub', 'أيوب'],
  ['Anas', 'أنس'],
  ['Ilyas', 'إلياس'],
  ['Rayan', 'ريان'],
  ['Adam', 'آدم'],
  ['Zakaria', 'زكرياء'],
  ['Yassine', 'ياسين'],
  ['Othmane', 'عثمان'],
  ['Karim', 'كريم'],
  ['Saad', 'سعد'],
  ['Ismail', 'إسماعيل'],
  ['Bilal', 'بلال'],
  ['Imrane', 'عمران'],
  ['Soufiane', 'سفيان'],
  ['Nabil', 'نبيل'],
  ['Hicham', 'هشام'],
  ['Khalid', 'خالد'],
  ['Rachid', 'رشيد'],
  ['Saïd', 'سعيد'],
  ['Abdellah', 'عبد الله'],
  ['Driss', 'إدريس'],
  ['Taha', 'طه'],
  ['Walid', 'وليد'],
  ['Badr', 'بدر'],
  ['Reda', 'رضا'],
  ['Marouane', 'مروان'],
  ['Aymane', 'أيمن'],
  ['Nizar', 'نزار'],
  ['Tarik', 'طارق'],
  ['Younes', 'يونس'],
  ['Mustapha', 'مصطفى'],
  ['Jawad', 'جواد'],
];

export const GIRLS: Name[] = [
  ['Fatima Zahra', 'فاطمة الزهراء'],
  ['Khadija', 'خديجة'],
  ['Aya', 'آية'],
  ['Salma', 'سلمى'],
  ['Imane', 'إيمان'],
  ['Hajar', 'هاجر'],
  ['Meryem', 'مريم'],
  ['Sara', 'سارة'],
  ['Nour', 'نور'],
  ['Ghita', 'غيثة'],
  ['Lina', 'لينا'],
  ['Rim', 'ريم'],
  ['Hiba', 'هبة'],
  ['Chaimae', 'شيماء'],
  ['Douae', 'دعاء'],
  ['Malak', 'ملاك'],
  ['Zineb', 'زينب'],
  ['Kawtar', 'كوثر'],
  ['Amal', 'أمل'],
  ['Soukaina', 'سكينة'],
  ['Nada', 'ندى'],
  ['Asmae', 'أسماء'],
  ['Oumaima', 'أميمة'],
  ['Wiam', 'وئام'],
  ['Rania', 'رانية'],
  ['Nisrine', 'نسرين'],
  ['Houda', 'هدى'],
  ['Nadia', 'نادية'],
  ['Latifa', 'لطيفة'],
  ['Samira', 'سميرة'],
  ['Leïla', 'ليلى'],
  ['Siham', 'سهام'],
  ['Btissam', 'ابتسام'],
  ['Loubna', 'لبنى'],
  ['Hanane', 'حنان'],
  ['Yasmine', 'ياسمين'],
];

/** French first names, for French families and some Moroccan children. */
const FRENCH_BOYS: Name[] = [
  ['Lucas', 'لوكاس'],
  ['Louis', 'لويس'],
  ['Gabriel', 'غابرييل'],
  ['Nathan', 'ناثان'],
  ['Hugo', 'هوغو'],
  ['Thomas', 'توماس'],
  ['Théo', 'تيو'],
  ['Noé', 'نوي'],
  ['Jérôme', 'جيروم'],
  ['Élie', 'إيلي'],
  ['Rémi', 'ريمي'],
  ['Sacha', 'ساشا'],
];

const FRENCH_GIRLS: Name[] = [
  ['Léa', 'ليا'],
  ['Chloé', 'كلوي'],
  ['Camille', 'كاميل'],
  ['Sofia', 'صوفيا'],
  ['Inès', 'إيناس'],
  ['Anaïs', 'أنايس'],
  ['Élodie', 'إيلودي'],
  ['Hélène', 'هيلين'],
  ['Zoé', 'زوي'],
  ['Maëlle', 'مايل'],
  ['Émilie', 'إيميلي'],
  ['Céline', 'سيلين'],
];

/** Moroccan family names (El Idrissi is kept for the demo parent's family). */
export const FAMILY_NAMES: Name[] = [
  ['Alaoui', 'العلوي'],
  ['Benali', 'بنعلي'],
  ['Bennani', 'بناني'],
  ['Berrada', 'برادة'],
  ['Chraibi', 'الشرايبي'],
  ['El Amrani', 'العمراني'],
  ['El Fassi', 'الفاسي'],
  ['Tazi', 'التازي'],
  ['Benjelloun', 'بنجلون'],
  ['Lahlou', 'لحلو'],
  ['Sqalli', 'السقلي'],
  ['Kettani', 'الكتاني'],
  ['Ouazzani', 'الوزاني'],
  ['Cherkaoui', 'الشرقاوي'],
  ['Filali', 'الفيلالي'],
  ['El Mansouri', 'المنصوري'],
  ['Aït Taleb', 'آيت الطالب'],
  ['Bouzidi', 'البوزيدي'],
  ['Naciri', 'الناصري'],
  ['Sebti', 'السبتي'],
  ['Slaoui', 'السلاوي'],
  ['Tahiri', 'الطاهري'],
  ['Zerouali', 'الزروالي'],
  ['Bakkali', 'البقالي'],
  ['El Khatib', 'الخطيب'],
  ['Haddad', 'الحداد'],
  ['Mernissi', 'المرنيسي'],
  ['Guessous', 'كسوس'],
  ['Benkirane', 'بنكيران'],
  ['Lamrani', 'اللمراني'],
  ['Daoudi', 'الداودي'],
  ['Ennaji', 'الناجي'],
  ['Belkadi', 'بلقاضي'],
  ['Essaïdi', 'السعيدي'],
  ['Karimi', 'الكريمي'],
  ['Aït Lahcen', 'آيت لحسن'],
  ['Benmoussa', 'بنموسى'],
  ['Hajji', 'الحجي'],
  ['Ziani', 'الزياني'],
  ['Rifaï', 'الرفاعي'],
  ['Bensouda', 'بنسودة'],
  ['Chaoui', 'الشاوي'],
  ['Moussaoui', 'الموساوي'],
  ['El Ouafi', 'الوافي'],
  ['Boukhari', 'البخاري'],
  ['Amzil', 'أمزيل'],
  ['Lazrak', 'لزرق'],
  ['Fikri', 'فكري'],
];

export const FRENCH_FAMILY_NAMES: Name[] = [
  ['Martin', 'مارتان'],
  ['Dubois', 'دوبوا'],
  ['Lefèvre', 'لوفيفر'],
  ['Moreau', 'مورو'],
  ['Girard', 'جيرار'],
  ['Rousseau', 'روسو'],
  ['Fontaine', 'فونتين'],
  ['Mercier', 'ميرسيي'],
  ['Chevalier', 'شوفالييه'],
  ['Benoît', 'بنوا'],
  ['Gauthier', 'غوتييه'],
  ['Lemaître', 'لوميتر'],
];

const ALLERGIES = [
  'arachides',
  'fruits à coque',
  'lait',
  'œufs',
  'gluten',
  'poisson',
  'crustacés',
  'soja',
  'sésame',
  'kiwi',
  'pollen',
  'pénicilline',
];
const DIETS = ['végétarien', 'sans gluten', 'sans lactose', 'sans porc ni alcool (traces)'];
const MEDICAL_NOTES = [
  'Asthme léger, inhalateur dans le cartable.',
  'Porte des lunettes.',
  'Diabète de type 1 : collation autorisée en classe, PAI à l’infirmerie.',
  'Épilepsie : protocole PAI à l’infirmerie.',
  'Eczéma, crème fournie par la famille.',
  'Dyslexie : tiers-temps aux évaluations.',
  'Trouble de l’attention, placé devant en classe.',
  'Allergie sévère : stylo d’adrénaline à l’infirmerie.',
];
const EMERGENCY_RELATIONS = [
  'grand-mère',
  'grand-père',
  'oncle',
  'tante',
  'voisine',
  'ami de la famille',
  'nounou',
];

const DAY = 86_400_000;
const dayCache = new Map<string, string>();

/** `isoDate` plus `days`, as an ISO date (memoised: the generator asks for a few thousand distinct dates). */
function addDays(isoDate: string, days: number): string {
  const key = `${isoDate}+${days}`;
  let date = dayCache.get(key);
  if (date === undefined) {
    date = new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    dayCache.set(key, date);
  }
  return date;
}

const slugCache = new Map<string, string>();

function slug(text: string): string {
  let value = slugCache.get(text);
  if (value === undefined) {
    value = foldText(text).replace(/[^a-z0-9]/g, '');
    slugCache.set(text, value);
  }
  return value;
}

export function phone(random: Random): string {
  const digits = () => String(random.int(0, 99)).padStart(2, '0');
  return `+212 6${digits()} ${digits()} ${digits()} ${digits()}`;
}

function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (let index = 0; index < weights.length; index += 1) {
    roll -= weights[index] ?? 0;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}

/** One child's plan before classes exist: the level index (0 = PS) and the situation in each year. */
interface Placement {
  yearIndex: number;
  levelIndex: number;
  status: StudentStatus;
  startDate: string;
  endDate: string | null;
}

/**
 * Generates the school: levels, then families with 1–4 children in one branch, each child with a level, a status
 * and a row per year attended; then classes per level, branch and year sized to their enrolments (28 at most).
 * The first family is the demo parent's (user 3): Yasmine (101, CM1, branch 1) and Adam (102, CP, branch 3).
 */
export function generateSchool(options: SchoolOptions = {}): SchoolData {
  const target = Math.max(
    2,
    Math.min(MAX_STUDENT_COUNT, Math.floor(options.students ?? DEFAULT_STUDENT_COUNT)),
  );
  const random = randomFrom(options.seed ?? DEFAULT_SEED);
  const years = [...(options.years ?? DEFAULT_YEARS)].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const branchIds = options.branchIds ?? DEFAULT_BRANCH_IDS;
  const branchWeights = branchIds.map((_, index) => BRANCH_WEIGHTS[index] ?? 0.2);
  const current = years[0] ?? DEFAULT_YEARS[0]!;
  const previous = years[1] ?? null;
  const currentStartYear = Number(current.startDate.slice(0, 4));

  const families: DemoFamily[] = [];
  const students: DemoStudent[] = [];
  const placements = new Map<number, Placement[]>();
  const usedMassar = new Set<string>();
  let guardianId = 0;
  let nextStudentId = 103;

  const massar = (): string => {
    for (;;) {
      const letter = String.fromCharCode(65 + random.int(0, 25));
      const code = `${letter}1${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
      if (!usedMassar.has(code)) {
        usedMassar.add(code);
        return code;
      }
    }
  };

  /** Born in the calendar year that fits the level this year (PS: turning 3 during the year of the rentrée). */
  const birthDate = (levelIndex: number): string => {
    const year = currentStartYear - PS_AGE - levelIndex;
    return addDays(`${year}-01-01`, random.int(0, 364));
  };

  /**
   * Years attended, current year first: mostly active (81 %); some expected (4 %, arriving later in the year),
   * some left (15 %: during this year, at the end of last year — mostly after 3e — or during last year). `birthLevel` is the
   * level the child's age fits this year (one more for a repeater or a child who left last year).
   */
  const plan = (levelIndex: number): { status: StudentStatus; rows: Placement[]; birthLevel: number } => {
    const roll = random.next();
    const repeater = previous !== null && levelIndex > 0 && random.chance(0.03);
    const previousRow = (
      year: SchoolYearInfo,
      level: number,
      status: StudentStatus,
      endDate: string,
    ): Placement => ({
      yearIndex: 1,
      levelIndex: level,
      status,
      startDate: random.chance(0.1) ? addDays(year.startDate, random.int(20, 150)) : year.startDate,
      endDate,
    });
    if (roll < 0.81) {
      const isNew = previous === null || levelIndex === 0 || random.chance(0.12);
      const rows: Placement[] = [
        {
          yearIndex: 0,
          levelIndex,
          status: 'active',
          startDate:
            isNew && random.chance(0.25) ? addDays(current.startDate, random.int(14, 60)) : current.startDate,
          endDate: null,
        },
      ];
      if (previous && !isNew) {
        rows.push(previousRow(previous, repeater ? levelIndex : levelIndex - 1, 'active', previous.endDate));
      }
      return { status: 'active', rows, birthLevel: levelIndex + (repeater && !isNew ? 1 : 0) };
    }
    if (roll < 0.85) {
      const startDate = addDays(current.startDate, random.int(90, 150));
      return {
        status: 'expected',
        rows: [{ yearIndex: 0, levelIndex, status: 'expected', startDate, endDate: null }],
        birthLevel: levelIndex,
      };
    }
    const when = random.next();
    if (when < 0.25 || previous === null) {
      const rows: Placement[] = [
        {
          yearIndex: 0,
          levelIndex,
          status: 'left',
          startDate: current.startDate,
          endDate: addDays(current.startDate, random.int(10, 70)),
        },
      ];
      if (previous && levelIndex > 0)
        rows.push(previousRow(previous, levelIndex - 1, 'active', previous.endDate));
      return { status: 'left', rows, birthLevel: levelIndex };
    }
    // Left last year: most leavers at the end of the year had finished 3e (collège done), the others moved.
    const duringYear = when > 0.7;
    const lastLevel = !duringYear && random.chance(0.8) ? LEVELS.length - 1 : levelIndex;
    const endDate = duringYear ? addDays(previous.startDate, random.int(60, 240)) : previous.endDate;
    return {
      status: 'left',
      rows: [previousRow(previous, lastLevel, duringYear ? 'left' : 'active', endDate)],
      birthLevel: lastLevel + 1,
    };
  };

  const medical = (): DemoMedical | null => {
    if (!random.chance(0.16)) return null;
    const allergies: string[] = [];
    const allergyCount = random.chance(0.6) ? random.int(1, 2) : 0;
    while (allergies.length < allergyCount) {
      const allergy = random.pick(ALLERGIES);
      if (!allergies.includes(allergy)) allergies.push(allergy);
    }
    return {
      notes: random.chance(0.5) ? random.pick(MEDICAL_NOTES) : null,
      allergies,
      diet: random.chance(0.3) ? random.pick(DIETS) : null,
    };
  };

  const emergencyContacts = (familyName: Name, french: boolean): DemoEmergencyContact[] => {
    const count = random.chance(0.7) ? 1 : 2;
    return Array.from({ length: count }, () => {
      const relation = random.pick(EMERGENCY_RELATIONS);
      const female = ['grand-mère', 'tante', 'voisine', 'nounou'].includes(relation);
      const first = random.pick(female ? (french ? FRENCH_GIRLS : GIRLS) : french ? FRENCH_BOYS : BOYS)[0];
      const last = relation.startsWith('grand-')
        ? familyName[0]
        : random.pick(french ? FRENCH_FAMILY_NAMES : FAMILY_NAMES)[0];
      return { name: `${first} ${last}`, relation, phone: phone(random) };
    });
  };

  const guardian = (
    relation: GuardianRelation,
    first: Name,
    last: Name,
    priority: number,
    userId: number | null = null,
    email?: string,
  ): DemoGuardian => {
    guardianId += 1;
    return {
      id: guardianId,
      relation,
      firstname_fr: first[0],
      lastname_fr: last[0],
      firstname_ar: first[1],
      lastname_ar: last[1],
      phone: phone(random),
      email: email ?? `${slug(first[0])}.${slug(last[0])}.${guardianId}@parents.demo.test`,
      priority,
      canSeeFinances: priority === 1 || random.chance(0.6),
      userId,
    };
  };

  // The demo parent's family: Karim El Idrissi (user 3) and Nadia Bennani, Yasmine in Casablanca, Adam in Marrakech.
  const idrissi: Name = ['El Idrissi', 'الإدريسي'];
  families.push({
    id: 1,
    name: idrissi[0],
    name_ar: idrissi[1],
    guardians: [
      guardian('père', ['Karim', 'كريم'], idrissi, 1, 3, 'parent@demo.test'),
      guardian('mère', ['Nadia', 'نادية'], ['Bennani', 'بناني'], 2),
    ],
  });
  const idrissiContacts: DemoEmergencyContact[] = [
    { name: 'Fatima El Idrissi', relation: 'grand-mère', phone: '+212 661 48 20 17' },
  ];
  const fixedChildren: Array<[DemoStudent, number]> = [
    [
      {
        studentid: 101,
        firstname_fr: 'Yasmine',
        lastname_fr: 'El Idrissi',
        firstname_ar: 'ياسمين',
        lastname_ar: 'الإدريسي',
        branchId: branchIds[0] ?? 1,
        familyId: 1,
        gender: 'F',
        birthDate: `${currentStartYear - PS_AGE - 6}-03-14`,
        massar: 'J130245871',
        status: 'active',
        hasPhoto: true,
        medical: { notes: null, allergies: ['arachides'], diet: null },
        emergencyContacts: idrissiContacts,
      },
      6,
    ],
    [
      {
        studentid: 102,
        firstname_fr: 'Adam',
        lastname_fr: 'El Idrissi',
        firstname_ar: 'آدم',
        lastname_ar: 'الإدريسي',
        branchId: branchIds[2] ?? branchIds[branchIds.length - 1] ?? 1,
        familyId: 1,
        gender: 'M',
        birthDate: `${currentStartYear - PS_AGE - 3}-11-02`,
        massar: 'J139874512',
        status: 'active',
        hasPhoto: false,
        medical: null,
        emergencyContacts: idrissiContacts.map((contact) => ({ ...contact })),
      },
      3,
    ],
  ];
  for (const [child, levelIndex] of fixedChildren) {
    usedMassar.add(child.massar);
    students.push(child);
    const rows: Placement[] = [
      { yearIndex: 0, levelIndex, status: 'active', startDate: current.startDate, endDate: null },
    ];
    if (previous) {
      rows.push({
        yearIndex: 1,
        levelIndex: levelIndex - 1,
        status: 'active',
        startDate: previous.startDate,
        endDate: previous.endDate,
      });
    }
    placements.set(child.studentid, rows);
  }

  // Every other family: 1 to 4 children (45 %, 35 %, 15 %, 5 %) in one branch.
  while (students.length < target) {
    const familyId = families.length + 1;
    const french = random.chance(0.08);
    const familyName = random.pick(french ? FRENCH_FAMILY_NAMES : FAMILY_NAMES);
    const branchId = branchIds[weightedIndex(random, branchWeights)] ?? 1;
    const size = Math.min(target - students.length, 1 + weightedIndex(random, [45, 35, 15, 5]));

    const guardians: DemoGuardian[] = [];
    const motherName = (): Name => {
      for (;;) {
        const name = random.pick(french ? FRENCH_FAMILY_NAMES : FAMILY_NAMES);
        if (name !== familyName) return name;
      }
    };
    const setup = random.next();
    if (setup < 0.82) {
      const motherFirst = random.chance(0.4);
      guardians.push(
        guardian('père', random.pick(french ? FRENCH_BOYS : BOYS), familyName, motherFirst ? 2 : 1),
      );
      guardians.push(
        guardian('mère', random.pick(french ? FRENCH_GIRLS : GIRLS), motherName(), motherFirst ? 1 : 2),
      );
      guardians.sort((a, b) => a.priority - b.priority);
    } else if (setup < 0.94) {
      guardians.push(guardian('mère', random.pick(french ? FRENCH_GIRLS : GIRLS), motherName(), 1));
    } else if (setup < 0.98) {
      guardians.push(guardian('père', random.pick(french ? FRENCH_BOYS : BOYS), familyName, 1));
    } else {
      const female = random.chance(0.5);
      const first = random.pick(female ? (french ? FRENCH_GIRLS : GIRLS) : french ? FRENCH_BOYS : BOYS);
      guardians.push(guardian('tuteur', first, random.chance(0.5) ? familyName : motherName(), 1));
    }
    families.push({ id: familyId, name: familyName[0], name_ar: familyName[1], guardians });

    const contacts = emergencyContacts(familyName, french);
    const levelsTaken: number[] = [];
    for (let child = 0; child < size; child += 1) {
      let levelIndex = random.int(0, LEVELS.length - 1);
      // Siblings are one to four years apart, twins now and then.
      const elder = levelsTaken[levelsTaken.length - 1];
      if (elder !== undefined) {
        const twin = random.chance(0.04);
        const gap = twin ? 0 : random.int(1, 4);
        levelIndex = elder - gap >= 0 ? elder - gap : Math.min(LEVELS.length - 1, elder + gap);
      }
      levelsTaken.push(levelIndex);
      const gender: Gender = random.chance(0.5) ? 'F' : 'M';
      const international = french || random.chance(0.1);
      const first = random.pick(
        gender === 'F' ? (international ? FRENCH_GIRLS : GIRLS) : international ? FRENCH_BOYS : BOYS,
      );
      const { status, rows, birthLevel } = plan(levelIndex);
      const studentid = nextStudentId;
      nextStudentId += 1;
      students.push({
        studentid,
        firstname_fr: first[0],
        lastname_fr: familyName[0],
        firstname_ar: first[1],
        lastname_ar: familyName[1],
        branchId,
        familyId,
        gender,
        birthDate: birthDate(birthLevel),
        massar: massar(),
        status,
        hasPhoto: random.chance(0.7),
        medical: medical(),
        emergencyContacts: contacts.map((contact) => ({ ...contact })),
      });
      placements.set(studentid, rows);
    }
  }

  // Classes: per year, branch and level, as many sections as needed for 28 children at most.
  const classes: DemoClass[] = [];
  const enrolments: DemoEnrolment[] = [];
  const yearsUsed = previous ? [current, previous] : [current];
  const groups = new Map<string, DemoStudent[]>();
  const groupKey = (yearIndex: number, branchId: number, levelIndex: number) =>
    `${yearIndex}:${branchId}:${levelIndex}`;
  for (const student of students) {
    for (const row of placements.get(student.studentid) ?? []) {
      const key = groupKey(row.yearIndex, student.branchId, row.levelIndex);
      const group = groups.get(key);
      if (group) group.push(student);
      else groups.set(key, [student]);
    }
  }
  yearsUsed.forEach((year, yearIndex) => {
    for (const branchId of branchIds) {
      let room = 0;
      LEVELS.forEach((level, levelIndex) => {
        const members = groups.get(groupKey(yearIndex, branchId, levelIndex)) ?? [];
        const sections = Math.max(1, Math.ceil(members.length / 28));
        const seats = new Array<number>(sections).fill(0);
        const sectionClasses: DemoClass[] = [];
        for (let section = 0; section < sections; section += 1) {
          room += 1;
          const female = level.cycle !== 'collège' || random.chance(0.5);
          const teacherFirst = random.pick(female ? GIRLS : BOYS);
          const teacherLast = random.pick(random.chance(0.85) ? FAMILY_NAMES : FRENCH_FAMILY_NAMES);
          sectionClasses.push({
            id: classes.length + sectionClasses.length + 1,
            yearId: year.schoolyearid,
            branchId,
            levelId: level.id,
            name: `${level.code} ${sectionName(section)}`,
            capacity: 0,
            teacher: `${female ? 'Mme' : 'M.'} ${teacherFirst[0]} ${teacherLast[0]}`,
            teacher_ar: `${female ? 'السيدة' : 'السيد'} ${teacherFirst[1]} ${teacherLast[1]}`,
            room: level.cycle === 'maternelle' ? `Salle M${room}` : `Salle ${room}`,
          });
        }
        members.forEach((student, index) => {
          const section = index % sections;
          const cls = sectionClasses[section]!;
          const row = placements
            .get(student.studentid)!
            .find((candidate) => candidate.yearIndex === yearIndex)!;
          if (row.status !== 'left') seats[section] = (seats[section] ?? 0) + 1;
          enrolments.push({
            id: 0,
            studentId: student.studentid,
            yearId: year.schoolyearid,
            branchId,
            levelId: level.id,
            classId: cls.id,
            status: row.status,
            startDate: row.startDate,
            endDate: row.endDate,
          });
        });
        sectionClasses.forEach((cls, section) => {
          cls.capacity = Math.max(seats[section] ?? 0, random.int(24, 30));
        });
        classes.push(...sectionClasses);
      });
    }
  });
  // A section keeps its main teacher from one year to the next (the draws above are kept so the rest of the data
  // set does not change).
  const currentTeachers = new Map(
    classes
      .filter((cls) => cls.yearId === current.schoolyearid)
      .map((cls) => [`${cls.branchId}:${cls.name}`, cls] as const),
  );
  for (const cls of classes) {
    const same =
      cls.yearId === current.schoolyearid ? undefined : currentTeachers.get(`${cls.branchId}:${cls.name}`);
    if (same) [cls.teacher, cls.teacher_ar] = [same.teacher, same.teacher_ar];
  }
  enrolments.sort((a, b) => a.studentId - b.studentId || b.yearId - a.yearId);
  enrolments.forEach((enrolment, index) => {
    enrolment.id = index + 1;
  });

  return { levels: LEVELS.map((level) => ({ ...level })), classes, families, students, enrolments };
}

/** A, B, ... Z, then A2, B2 ... for very large data sets. */
function sectionName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  const round = Math.floor(index / 26);
  return round === 0 ? letter : `${letter}${round + 1}`;
}

/**
 * Branch scope (docs/api.md "Scope"): a family belongs to a branch and year when one of its children is in that
 * branch, or was enrolled there that year. A family outside the branch asked is answered as an unknown one.
 */
export function familyInScope(
  data: Pick<SchoolData, 'students' | 'enrolments'>,
  familyId: number,
  branch: number,
  year: number,
): boolean {
  return data.students.some(
    (student) =>
      student.familyId === familyId &&
      (student.branchId === branch ||
        data.enrolments.some(
          (enrolment) =>
            enrolment.studentId === student.studentid &&
            enrolment.branchId === branch &&
            enrolment.yearId === year,
        )),
  );
}
