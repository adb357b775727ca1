import { http, HttpResponse } from 'msw';
import { slotsProblem, sortSlots } from '../../domain/timetable.ts';
import { db } from '../core/db.ts';
import { error, missingFields, nextId, validationError } from '../core/listing.ts';
import { permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import { foldText } from '../core/text.ts';
import type { DemoRoom, DemoTimetableSlot } from './seed.ts';
import {
  byRoomName,
  closedYearError,
  PERMISSION,
  roomView,
  sightOf,
  slotView,
  tables,
  yearClosed,
} from './shared.ts';

/**
 * docs/api.md "Timetable": a branch's slots and rooms of a year, read by everyone who reads timetables, changed by
 * those who change them (`domain/timetable.ts` `slotsProblem`; a slot or a room a lesson uses is not removed).
 */

/** The longest room name. */
export const ROOM_NAME_MAX = 60;

function settingsOf(branch: number, year: number) {
  const timetable = tables();
  return {
    slots: sortSlots(timetable.slots.filter((slot) => slot.branchId === branch && slot.yearId === year)).map(
      slotView,
    ),
    rooms: timetable.rooms
      .filter((room) => room.branchId === branch && room.yearId === year)
      .sort(byRoomName)
      .map(roomView),
  };
}

type Entry = Record<string, unknown>;
const entryOf = (value: unknown): Entry => (value && typeof value === 'object' ? (value as Entry) : {});

/** The rooms' names sent, trimmed; the codes of those at fault under `rooms.<i>`. */
function roomNames(raw: unknown[], errors: Record<string, string>): string[] {
  const seen = new Set<string>();
  return raw.map((value, index) => {
    const name = typeof entryOf(value).name === 'string' ? (entryOf(value).name as string).trim() : '';
    const folded = foldText(name);
    if (!name) errors[`rooms.${index}`] = 'REQUIRED';
    else if (name.length > ROOM_NAME_MAX) errors[`rooms.${index}`] = 'TOO_LONG';
    else if (seen.has(folded)) errors[`rooms.${index}`] = 'DUPLICATE_ROOM';
    seen.add(folded);
    return name;
  });
}

/** The id an entry keeps: its own when it is one of `current`'s not taken by an earlier entry, else a new one. */
function keptIds(raw: unknown[], current: ReadonlySet<number>, next: number): number[] {
  const taken = new Set<number>();
  return raw.map((value) => {
    const id = entryOf(value).id;
    if (typeof id === 'number' && current.has(id) && !taken.has(id)) {
      taken.add(id);
      return id;
    }
    return next++;
  });
}

export const settingsHandlers = [
  http.get('*/api/timetable/settings', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    return HttpResponse.json(settingsOf(call.scope.branch, call.scope.year));
  }),

  http.put('*/api/timetable/settings', async ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const { branch, year } = scope;
    if (!sightOf(user, branch, year)?.canEdit) return permissionError();
    if (yearClosed(year)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const errors = missingFields(body, ['slots', 'rooms']);
    if (body.slots !== undefined && !Array.isArray(body.slots)) errors.slots = 'REQUIRED';
    if (body.rooms !== undefined && !Array.isArray(body.rooms)) errors.rooms = 'REQUIRED';
    if (!Array.isArray(body.slots) || !Array.isArray(body.rooms)) return validationError(errors);
    const rawSlots = body.slots as unknown[];
    const rawRooms = body.rooms as unknown[];
    const wanted = rawSlots.map((value) => {
      const entry = entryOf(value);
      return {
        day: typeof entry.day === 'number' ? entry.day : NaN,
        start: typeof entry.start === 'string' ? entry.start : '',
        end: typeof entry.end === 'string' ? entry.end : '',
      };
    });
    const problem = slotsProblem(wanted);
    if (problem) errors[`slots.${problem.index}`] = problem.code;
    const names = roomNames(rawRooms, errors);
    if (Object.keys(errors).length) return validationError(errors);

    const timetable = tables();
    const inScope = (row: { branchId: number; yearId: number }) =>
      row.branchId === branch && row.yearId === year;
    const currentSlots = new Set(timetable.slots.filter(inScope).map((slot) => slot.id));
    const currentRooms = new Set(timetable.rooms.filter(inScope).map((room) => room.id));
    const slotIds = keptIds(rawSlots, currentSlots, nextId(timetable.slots));
    const roomIds = keptIds(rawRooms, currentRooms, nextId(timetable.rooms));
    const lessons = timetable.lessons.filter(inScope);
    const keptSlots = new Set(slotIds);
    const keptRooms = new Set(roomIds);
    if (lessons.some((lesson) => !keptSlots.has(lesson.slotId)))
      return error(409, 'A lesson is placed in a slot removed', 'TIMETABLE_SLOT_USED');
    if (lessons.some((lesson) => lesson.roomId !== null && !keptRooms.has(lesson.roomId)))
      return error(409, 'A lesson is placed in a room removed', 'TIMETABLE_ROOM_USED');

    const slots: DemoTimetableSlot[] = wanted.map((slot, index) => ({
      id: slotIds[index]!,
      branchId: branch,
      yearId: year,
      ...slot,
    }));
    const rooms: DemoRoom[] = names.map((name, index) => ({
      id: roomIds[index]!,
      branchId: branch,
      yearId: year,
      name,
    }));
    timetable.slots = [...timetable.slots.filter((slot) => !inScope(slot)), ...slots];
    timetable.rooms = [...timetable.rooms.filter((room) => !inScope(room)), ...rooms];
    db.changed();
    return HttpResponse.json(settingsOf(branch, year));
  }),
];
