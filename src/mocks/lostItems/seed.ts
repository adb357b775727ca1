import {
  LOST_ITEM_LIMITS,
  type ItemCategory,
  type ItemStatus,
  type RequestKind,
  type RequestStatus,
} from '../../domain/lostItems.ts';
import type { DemoEnrolment, DemoFamily, DemoStudent } from '../school/index.ts';
import type { SeedStep } from '../core/seed.ts';

/**
 * Lost items of the demo (docs/api.md "Lost items"; ../shared/DOMAIN.md "Lost items"): found items with photos in
 * every state, some old enough to be proposed for disposal, and requests (claims and descriptions of lost items) in
 * every state, the demo parent's among them. Dates count back from the day the data set is made.
 */

export interface LostItemEvent<Status extends string> {
  status: Status;
  at: string;
  by: string;
  reason: string | null;
}

export interface DemoLostItem {
  id: number;
  branchId: number;
  yearId: number;
  category: ItemCategory;
  description: string;
  place: string;
  /** `YYYY-MM-DD`. */
  foundOn: string;
  status: ItemStatus;
  /** 'seeded': a generated picture of its category; an upload: its bytes (base64); null: no photo. */
  photo: 'seeded' | { mimeType: string; data: string } | null;
  recordedBy: string;
  history: Array<LostItemEvent<ItemStatus>>;
}

export interface DemoLostItemRequest {
  id: number;
  branchId: number;
  yearId: number;
  studentId: number;
  familyId: number;
  /** The parent's account that sent it; null for a family without one (entered at the office). */
  userId: number | null;
  guardianName: string;
  kind: RequestKind;
  /** The claimed item (a claim), or the item staff matched a description to; null until then. */
  itemId: number | null;
  description: string;
  category: ItemCategory | null;
  lostOn: string | null;
  status: RequestStatus;
  reason: string | null;
  createdAt: string;
  history: Array<LostItemEvent<RequestStatus>>;
}

export interface LostItemTables {
  items: DemoLostItem[];
  requests: DemoLostItemRequest[];
  /** The disposal delay of each branch (days); a branch not listed has the default. */
  settings: Array<{ branchId: number; disposalDays: number }>;
}

const CATEGORY_COLOURS: Record<ItemCategory, string> = {
  clothing: '#1e48ec',
  bag: '#b45309',
  lunchbox: '#0f766e',
  bottle: '#0369a1',
  book: '#7c3aed',
  stationery: '#be123c',
  toy: '#c2410c',
  sport: '#047857',
  glasses: '#334155',
  jewellery: '#a16207',
  electronics: '#1f2937',
  other: '#525252',
};

/** A simple white drawing of each category (no text). */
const CATEGORY_SHAPES: Record<ItemCategory, string> = {
  clothing: '<path d="M34 20l-16 10 6 12 8-4v38h32V38l8 4 6-12-16-10c-2 6-8 10-14 10s-12-4-14-10z"/>',
  bag: '<rect x="22" y="36" width="52" height="42" rx="8"/><path d="M36 36v-8a12 12 0 0 1 24 0v8" fill="none" stroke="#fff" stroke-width="6"/>',
  lunchbox:
    '<rect x="18" y="38" width="60" height="36" rx="6"/><rect x="40" y="28" width="16" height="8" rx="3"/>',
  bottle:
    '<rect x="40" y="14" width="16" height="10" rx="2"/><path d="M36 30h24l4 8v40a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V38z"/>',
  book: '<path d="M20 24h24a8 8 0 0 1 4 2 8 8 0 0 1 4-2h24v50H52a8 8 0 0 0-4 2 8 8 0 0 0-4-2H20z"/>',
  stationery:
    '<rect x="26" y="30" width="44" height="40" rx="4"/><rect x="56" y="16" width="8" height="30" rx="2"/>',
  toy: '<circle cx="48" cy="52" r="22"/><circle cx="32" cy="30" r="8"/><circle cx="64" cy="30" r="8"/>',
  sport: '<circle cx="48" cy="48" r="28"/>',
  glasses:
    '<circle cx="32" cy="50" r="12" fill="none" stroke="#fff" stroke-width="6"/><circle cx="64" cy="50" r="12" fill="none" stroke="#fff" stroke-width="6"/><path d="M44 48h8" stroke="#fff" stroke-width="5"/>',
  jewellery:
    '<circle cx="48" cy="54" r="18" fill="none" stroke="#fff" stroke-width="6"/><path d="M40 28l8-10 8 10-8 10z"/>',
  electronics:
    '<rect x="30" y="16" width="36" height="64" rx="6"/><circle cx="48" cy="72" r="3" fill="#1f2937"/>',
  other: '<rect x="24" y="24" width="48" height="48" rx="10"/>',
};

/** The generated picture of a seeded item: its category's drawing on its colour (no text of any record). */
export function seededItemPhoto(category: ItemCategory): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${CATEGORY_COLOURS[category]}"/>` +
    `<g fill="#ffffff" opacity=".9">${CATEGORY_SHAPES[category]}</g></svg>`
  );
}

function minusDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const STAFF = 'Samira Benali';

type ItemSeed = [ItemCategory, string, string, number, ItemStatus];

/** Items of a branch: category, description, place, days ago, status. */
const ITEMS: ItemSeed[] = [
  ['clothing', 'Sweat bleu marine avec capuche, taille 8 ans', 'Cour de récréation', 2, 'found'],
  ['bottle', 'Gourde inox verte avec autocollants', 'Cantine', 3, 'found'],
  ['lunchbox', 'Boîte à goûter rouge à deux compartiments', 'Cantine', 5, 'claimed'],
  ['glasses', 'Lunettes de vue, monture noire, étui gris', 'Salle CM1 A', 6, 'found'],
  ['bag', 'Sac de sport noir avec chaussures de gym', 'Gymnase', 8, 'claimed'],
  ['book', 'Livre « Le Petit Prince », couverture plastifiée', 'Bibliothèque', 10, 'found'],
  ['stationery', 'Trousse violette avec crayons de couleur', 'Salle CE2 B', 12, 'returned'],
  ['toy', 'Petite voiture rouge', 'Cour des maternelles', 15, 'found'],
  ['sport', 'Ballon de football blanc et bleu', 'Terrain de sport', 20, 'found'],
  ['jewellery', 'Bracelet argenté fin', 'Vestiaire', 25, 'returned'],
  ['clothing', 'Veste en jean, taille 10 ans', 'Hall d’entrée', 66, 'found'],
  ['clothing', 'Bonnet gris tricoté', 'Cour de récréation', 70, 'found'],
  ['bottle', 'Gourde en plastique bleue', 'Gymnase', 74, 'found'],
  ['other', 'Parapluie pliant noir', 'Hall d’entrée', 76, 'disposed'],
  ['electronics', 'Calculatrice scientifique', 'Salle 3e A', 30, 'found'],
];

function item(
  id: number,
  branchId: number,
  yearId: number,
  today: string,
  [category, description, place, daysAgo, status]: ItemSeed,
): DemoLostItem {
  const foundOn = minusDays(today, daysAgo);
  const history: DemoLostItem['history'] = [
    { status: 'found', at: `${foundOn}T10:00:00Z`, by: STAFF, reason: null },
  ];
  const later = `${minusDays(today, Math.max(0, daysAgo - 1))}T09:00:00Z`;
  if (status === 'claimed' || status === 'returned') {
    history.push({ status: 'claimed', at: later, by: STAFF, reason: null });
  }
  if (status === 'returned' || status === 'disposed') {
    history.push({ status, at: later, by: STAFF, reason: null });
  }
  return {
    id,
    branchId,
    yearId,
    category,
    description,
    place,
    foundOn,
    status,
    photo: 'seeded',
    recordedBy: STAFF,
    history,
  };
}

export interface LostItemSchool {
  students: DemoStudent[];
  families: DemoFamily[];
  enrolments: DemoEnrolment[];
}

function guardianOf(family: DemoFamily | undefined): { name: string; userId: number | null } {
  const guardian = family?.guardians[0];
  return {
    name: guardian ? `${guardian.firstname_fr} ${guardian.lastname_fr}` : '',
    userId: guardian?.userId ?? null,
  };
}

/**
 * The lost items of the current year `yearId` in each branch, as of `today`; requests in every state for the demo
 * parent's child of branch 1 (101) and for other families of the branch.
 */
export function generateLostItems(
  school: LostItemSchool,
  options: { yearId: number; branchIds: number[]; today: string },
): LostItemTables {
  const { yearId, branchIds, today } = options;
  const items: DemoLostItem[] = [];
  for (const branchId of branchIds) {
    // Branches other than the first have fewer items: a shorter list, the same states.
    const seeds = branchId === branchIds[0] ? ITEMS : ITEMS.filter((_, index) => index % 2 === 0);
    for (const seed of seeds) items.push(item(items.length + 1, branchId, yearId, today, seed));
  }

  const requests: DemoLostItemRequest[] = [];
  const firstBranch = branchIds[0] ?? 1;
  const enrolled = new Set(
    school.enrolments
      .filter((enrolment) => enrolment.yearId === yearId && enrolment.status !== 'left')
      .map((enrolment) => enrolment.studentId),
  );
  const parentChild = school.students.find((student) => student.studentid === 101);
  const others = school.students
    .filter(
      (student) =>
        student.branchId === firstBranch &&
        enrolled.has(student.studentid) &&
        student.familyId !== parentChild?.familyId,
    )
    .slice(0, 6);
  const inBranch = (status: ItemStatus) =>
    items.filter((candidate) => candidate.branchId === firstBranch && candidate.status === status);
  const [claimedA, claimedB] = inBranch('claimed');
  const [returnedA, returnedB] = inBranch('returned');
  const found = inBranch('found');

  const add = (
    student: DemoStudent | undefined,
    fields: Pick<DemoLostItemRequest, 'kind' | 'itemId' | 'description' | 'category' | 'status'> & {
      daysAgo: number;
      reason?: string;
    },
  ) => {
    if (!student) return;
    const family = school.families.find((candidate) => candidate.id === student.familyId);
    const guardian = guardianOf(family);
    const createdAt = `${minusDays(today, fields.daysAgo)}T08:30:00Z`;
    const history: DemoLostItemRequest['history'] = [
      { status: 'pending', at: createdAt, by: guardian.name, reason: null },
    ];
    if (fields.status === 'matched' || fields.status === 'closed') {
      history.push({ status: 'matched', at: createdAt.replace('T08', 'T11'), by: STAFF, reason: null });
    }
    if (fields.status === 'closed' || fields.status === 'rejected') {
      history.push({
        status: fields.status,
        at: createdAt.replace('T08', 'T15'),
        by: STAFF,
        reason: fields.reason ?? null,
      });
    }
    requests.push({
      id: requests.length + 1,
      branchId: student.branchId,
      yearId,
      studentId: student.studentid,
      familyId: student.familyId,
      userId: guardian.userId,
      guardianName: guardian.name,
      kind: fields.kind,
      itemId: fields.itemId,
      description: fields.description,
      category: fields.category,
      lostOn: fields.kind === 'lost' ? minusDays(today, fields.daysAgo + 1) : null,
      status: fields.status,
      reason: fields.reason ?? null,
      createdAt,
      history,
    });
  };

  // The demo parent's child: one of each state.
  add(parentChild, {
    kind: 'lost',
    itemId: null,
    description: 'Manteau rouge avec le prénom brodé dans le col',
    category: 'clothing',
    status: 'pending',
    daysAgo: 1,
  });
  add(parentChild, {
    kind: 'claim',
    itemId: claimedA?.id ?? null,
    description: 'C’est la boîte de Yasmine, il y a son prénom dessous.',
    category: claimedA?.category ?? null,
    status: 'matched',
    daysAgo: 4,
  });
  add(parentChild, {
    kind: 'claim',
    itemId: returnedA?.id ?? null,
    description: 'Trousse de Yasmine.',
    category: returnedA?.category ?? null,
    status: 'closed',
    daysAgo: 11,
  });
  add(parentChild, {
    kind: 'lost',
    itemId: null,
    description: 'Écharpe beige',
    category: 'clothing',
    status: 'rejected',
    reason: 'Aucun objet correspondant n’a été trouvé après un mois.',
    daysAgo: 40,
  });
  // Other families of the branch.
  add(others[0], {
    kind: 'claim',
    itemId: claimedB?.id ?? null,
    description: 'Le sac de sport de notre fils, ses initiales sont sur la poche.',
    category: claimedB?.category ?? null,
    status: 'pending',
    daysAgo: 7,
  });
  add(others[1], {
    kind: 'lost',
    itemId: null,
    description: 'Casquette bleue avec un logo de club',
    category: 'clothing',
    status: 'pending',
    daysAgo: 2,
  });
  add(others[2], {
    kind: 'claim',
    itemId: returnedB?.id ?? null,
    description: 'Bracelet offert par sa grand-mère.',
    category: returnedB?.category ?? null,
    status: 'closed',
    daysAgo: 24,
  });
  add(others[3], {
    kind: 'claim',
    itemId: found[0]?.id ?? null,
    description: 'Ce n’est finalement pas le sweat de notre fille.',
    category: found[0]?.category ?? null,
    status: 'rejected',
    reason: 'La taille et la marque ne correspondent pas.',
    daysAgo: 1,
  });

  return {
    items,
    requests,
    settings: branchIds.map((branchId) => ({
      branchId,
      disposalDays: LOST_ITEM_LIMITS.disposalDays.default,
    })),
  };
}

/** Lost items of the current year (the latest to start) in every branch of the data set, as of today. */
export function seedLostItems(
  data: LostItemSchool & {
    years: ReadonlyArray<{ schoolyearid: number; startDate: string }>;
    branches: ReadonlyArray<{ schoolbranchid: number }>;
  },
): LostItemTables {
  const current = [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return generateLostItems(data, {
    yearId: current?.schoolyearid ?? 1,
    branchIds: data.branches.map((branch) => branch.schoolbranchid),
    today: new Date().toISOString().slice(0, 10),
  });
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Lost items: found items, parents' claims and requests, the disposal delay. */
    lostItems: LostItemTables;
  }
}

export const lostItemsStep: SeedStep<'lostItems'> = {
  tables: ['lostItems'],
  make: (data) => ({ lostItems: seedLostItems(data) }),
};
