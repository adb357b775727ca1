/**
 * School transport of the demo (docs/api.md "Transport"), generated deterministically from the school and "today":
 * about 12 cars and 12 drivers over the three branches (some documents due within 30 days, one expired each), 10
 * lines of the current year with 6 to 12 ordered stops, a few hundred students assigned (one line full), and a
 * year of expenses per car. Amounts are integer cents.
 */
import { todayIso } from '../../domain/dates.ts';
import type { CarStatus, Direction, ExpenseType } from '../../domain/transport.ts';
import { mulberry32 } from '../core/random.ts';
import type { DemoEnrolment, DemoStudent } from '../school/index.ts';
import { currentYearOf, type SeedStep } from '../core/seed.ts';

export interface DemoCar {
  id: number;
  branchId: number;
  plate: string;
  model: string;
  seats: number;
  insuranceExpiry: string;
  inspectionExpiry: string;
  status: CarStatus;
}

export interface DemoDriver {
  id: number;
  branchId: number;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  phone: string;
  licenceNumber: string;
  licenceExpiry: string;
}

export interface DemoStop {
  id: number;
  name: string;
  place: string;
  /** `HH:MM`. */
  morning: string;
  evening: string;
}

export interface DemoLine {
  id: number;
  branchId: number;
  yearId: number;
  name: string;
  carId: number | null;
  driverId: number | null;
  monthlyFeeCents: number;
  /** In the order the car serves them in the morning. */
  stops: DemoStop[];
}

/** What a child's stop and times were before their last change (the parent's notice). */
export interface DemoStopChange {
  at: string;
  stopName: string;
  morning: string;
  evening: string;
}

export interface DemoAssignment {
  id: number;
  lineId: number;
  stopId: number;
  studentId: number;
  direction: Direction;
  /** The transport engagement the assignment created (null when it found one already, or seeded). */
  engagementId: number | null;
  createdAt: string;
  lastChange: DemoStopChange | null;
}

export interface DemoExpense {
  id: number;
  branchId: number;
  carId: number;
  type: ExpenseType;
  amountCents: number;
  date: string;
  note: string;
  /** The receipt file, its content in `files[path]` (base64). */
  receipt: { path: string; name: string; mimeType: string } | null;
  createdAt: string;
}

export interface TransportTables {
  cars: DemoCar[];
  drivers: DemoDriver[];
  lines: DemoLine[];
  assignments: DemoAssignment[];
  expenses: DemoExpense[];
}

export interface TransportOptions {
  branchIds: number[];
  /** The current year (lines are the current year's). */
  year: { schoolyearid: number; startDate: string };
  students: DemoStudent[];
  enrolments: DemoEnrolment[];
  today?: string;
  seed?: number;
}

const MODELS: Array<[model: string, seats: number]> = [
  ['Mercedes Sprinter', 23],
  ['Iveco Daily', 33],
  ['Toyota Coaster', 30],
  ['Hyundai County', 29],
  ['Irizar i4', 49],
  ['Renault Master', 20],
];

const DRIVERS: Array<[string, string, string, string]> = [
  ['Abdelkader', 'Ouali', 'عبد القادر', 'الوالي'],
  ['Mustapha', 'Bennis', 'مصطفى', 'بنيس'],
  ['Lahcen', 'Aït Ali', 'لحسن', 'آيت علي'],
  ['Brahim', 'Naji', 'إبراهيم', 'ناجي'],
  ['Said', 'Khalfi', 'سعيد', 'الخلفي'],
  ['Mohamed', 'Rami', 'محمد', 'رامي'],
  ['Hassan', 'Zahraoui', 'حسن', 'الزهراوي'],
  ['Abdelaziz', 'Mounir', 'عبد العزيز', 'منير'],
  ['Noureddine', 'Sabri', 'نور الدين', 'صبري'],
  ['Jamal', 'Idrissi', 'جمال', 'الإدريسي'],
  ['Aziz', 'Fathi', 'عزيز', 'فتحي'],
  ['Khalid', 'Bouchta', 'خالد', 'بوشتى'],
];

const PLACES: Record<number, string[]> = {
  1: [
    'Maârif',
    'Gauthier',
    'Racine',
    'Bourgogne',
    'Oasis',
    'Californie',
    'Ain Diab',
    'Polo',
    'Belvédère',
    'Hay Hassani',
    'Sidi Maârouf',
    'CIL',
    'Palmier',
    'Mers Sultan',
  ],
  2: [
    'Agdal',
    'Hay Riad',
    'Souissi',
    'Hassan',
    'Océan',
    'Aviation',
    'Youssoufia',
    'Akkari',
    'Orangers',
    'Diour Jamaa',
  ],
  3: [
    'Guéliz',
    'Hivernage',
    'Daoudiate',
    'Massira',
    'Targa',
    'Semlalia',
    'Palmeraie',
    'Mhamid',
    'Azli',
    'Sidi Ghanem',
  ],
};
const LANDMARKS = [
  'près de la mosquée',
  'rond-point',
  'devant la pharmacie',
  'arrêt de bus',
  'place du marché',
  'parc',
];
const CITY_LETTERS: Record<number, string> = { 1: 'A', 2: 'B', 3: 'D' };
const LINES_PER_BRANCH: Record<number, number> = { 1: 4, 2: 3, 3: 3 };

const DAY = 86_400_000;
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
function time(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function generateTransport(options: TransportOptions): TransportTables {
  const today = options.today ?? todayIso();
  const next = mulberry32(options.seed ?? 13_2026);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const cars: DemoCar[] = [];
  const drivers: DemoDriver[] = [];
  const lines: DemoLine[] = [];
  const assignments: DemoAssignment[] = [];
  const expenses: DemoExpense[] = [];
  const yearId = options.year.schoolyearid;
  let stopId = 0;

  const attending = new Map<number, number[]>();
  for (const enrolment of options.enrolments) {
    if (enrolment.yearId !== yearId || enrolment.status !== 'active') continue;
    const list = attending.get(enrolment.branchId) ?? [];
    list.push(enrolment.studentId);
    attending.set(enrolment.branchId, list);
  }

  let driverIndex = 0;
  for (const branchId of options.branchIds) {
    const lineCount = LINES_PER_BRANCH[branchId] ?? 3;
    const branchCars: DemoCar[] = [];
    const branchDrivers: DemoDriver[] = [];
    // One car and one driver more than lines: a spare, whose documents expired (blocked from any line).
    for (let index = 0; index <= lineCount; index += 1) {
      const [model, seats] = MODELS[(cars.length + index) % MODELS.length]!;
      const spare = index === lineCount;
      const soon = index === 1;
      const car: DemoCar = {
        id: cars.length + 1,
        branchId,
        plate: `${int(10000, 99999)}-${CITY_LETTERS[branchId] ?? 'A'}-${int(1, 89)}`,
        model,
        seats,
        insuranceExpiry: spare
          ? addDays(today, -int(3, 20))
          : addDays(today, soon ? int(5, 25) : int(60, 300)),
        inspectionExpiry: addDays(today, index === 2 ? int(10, 28) : int(45, 330)),
        status: spare && branchId === 2 ? 'maintenance' : 'active',
      };
      cars.push(car);
      branchCars.push(car);
      const [first, last, firstAr, lastAr] = DRIVERS[driverIndex % DRIVERS.length]!;
      driverIndex += 1;
      const driver: DemoDriver = {
        id: drivers.length + 1,
        branchId,
        firstname_fr: first,
        lastname_fr: last,
        firstname_ar: firstAr,
        lastname_ar: lastAr,
        phone: `+212 6${int(10, 99)} ${int(10, 99)} ${int(10, 99)} ${int(10, 99)}`,
        licenceNumber: `${CITY_LETTERS[branchId] ?? 'A'}${int(100000, 999999)}`,
        licenceExpiry: spare
          ? addDays(today, -int(2, 40))
          : addDays(today, index === 0 ? int(8, 28) : int(90, 900)),
      };
      drivers.push(driver);
      branchDrivers.push(driver);
    }

    const pupils = attending.get(branchId) ?? [];
    // The demo parent's children ride (Yasmine in Casablanca, Adam in Marrakech).
    for (const child of [101, 102]) {
      const at = pupils.indexOf(child);
      if (at > 0) pupils.splice(0, 0, ...pupils.splice(at, 1));
    }
    let cursor = 0;
    const places = PLACES[branchId] ?? PLACES[1]!;
    for (let index = 0; index < lineCount; index += 1) {
      const car = branchCars[index]!;
      const stopCount = int(6, 12);
      const start = int(6 * 60 + 45, 7 * 60 + 10);
      const eveningStart = int(16 * 60 + 40, 17 * 60);
      const stops: DemoStop[] = Array.from({ length: stopCount }, (_, position) => {
        stopId += 1;
        return {
          id: stopId,
          name: places[(index * 3 + position) % places.length]!,
          place: LANDMARKS[(index + position) % LANDMARKS.length]!,
          morning: time(start + position * 6),
          evening: time(eveningStart + (stopCount - 1 - position) * 6),
        };
      });
      const line: DemoLine = {
        id: lines.length + 1,
        branchId,
        yearId,
        name: `Ligne ${index + 1} — ${stops[0]!.name}`,
        carId: car.id,
        driverId: branchDrivers[index]!.id,
        monthlyFeeCents: (550 + 50 * index) * 100,
        stops,
      };
      lines.push(line);
      // The first line of the first branch is full (the seat limit shows at once); the others 70-95 %.
      const count = lines.length === 1 ? car.seats : Math.round(car.seats * (0.7 + next() * 0.25));
      for (let seat = 0; seat < count && cursor < pupils.length; seat += 1) {
        const roll = next();
        const stop = stops[int(0, stops.length - 1)]!;
        const studentId = pupils[cursor]!;
        cursor += 1;
        assignments.push({
          id: assignments.length + 1,
          lineId: line.id,
          stopId: stop.id,
          studentId,
          direction: roll < 0.75 ? 'both' : roll < 0.88 ? 'morning' : 'evening',
          engagementId: null,
          createdAt: `${addDays(options.year.startDate, -int(1, 20))}T09:00:00Z`,
          lastChange:
            studentId === 101
              ? {
                  at: `${addDays(today, -3)}T08:00:00Z`,
                  stopName: places[places.length - 1]!,
                  morning: '07:05',
                  evening: '17:20',
                }
              : null,
        });
      }
    }

    // A year of expenses: fuel twice a month, a salary a month per driver, insurance once, repairs now and then.
    for (const car of branchCars) {
      for (let month = 11; month >= 0; month -= 1) {
        const base = addDays(today, -month * 30);
        const push = (type: ExpenseType, amount: number, day: number, note: string) => {
          const date = addDays(base, -day);
          if (date > today) return;
          expenses.push({
            id: expenses.length + 1,
            branchId,
            carId: car.id,
            type,
            amountCents: amount * 100,
            date,
            note,
            receipt: null,
            createdAt: `${date}T10:00:00Z`,
          });
        };
        push('fuel', int(900, 1600), int(0, 12), 'Gasoil');
        push('fuel', int(900, 1600), int(14, 27), 'Gasoil');
        push('salary', 4200, int(0, 2), 'Salaire chauffeur');
        if (next() < 0.2) push('repair', int(400, 6000), int(0, 27), 'Entretien');
        if (month === 6) push('insurance', int(7000, 11000), int(0, 10), 'Assurance annuelle');
        if (next() < 0.05) push('other', int(100, 600), int(0, 27), 'Lavage');
      }
    }
  }
  expenses.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  expenses.forEach((expense, index) => (expense.id = index + 1));
  return { cars, drivers, lines, assignments, expenses };
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** School transport: cars, drivers, lines with stops, assignments, expenses. */
    transport: TransportTables;
  }
}

/** School transport of the current year. */
export const transportStep: SeedStep<'transport'> = {
  tables: ['transport'],
  make: (data) => ({
    transport: generateTransport({
      branchIds: data.branches.map((branch) => branch.schoolbranchid),
      year: currentYearOf(data.years)!,
      students: data.students,
      enrolments: data.enrolments,
    }),
  }),
};
