// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { timetableSettingsSchema } from '../../features/timetable/timetable.schemas';
import { db } from '../core/db.ts';
import { atTenOnMonday, call, SCOPE } from './testkit.ts';

atTenOnMonday();

const PATH = `timetable/settings?${SCOPE}`;

interface Settings {
  slots: Array<{ id?: number; day: number; start: string; end: string }>;
  rooms: Array<{ id?: number; name: string }>;
}

async function read(token: string): Promise<{ version: string; body: Settings }> {
  const answer = await call('GET', PATH, token);
  return { version: answer.version!, body: answer.body as Settings };
}

describe('timetable: slots and rooms', () => {
  it('the week’s slots in week order and the rooms by name', async () => {
    const { body } = await read(await demoToken('admin'));
    expect(timetableSettingsSchema.safeParse(body).error).toBeUndefined();
    expect(body.slots).toHaveLength(32);
    expect(body.slots.slice(0, 2)).toEqual([
      { id: expect.any(Number), day: 1, start: '08:30', end: '09:25' },
      { id: expect.any(Number), day: 1, start: '09:25', end: '10:20' },
    ]);
    expect(body.slots.at(-1)).toMatchObject({ day: 5, start: '16:00', end: '16:30' });
    const names = body.rooms.map((room) => room.name);
    expect(names.slice(0, 3)).toEqual(['Gymnase', 'Laboratoire', 'Salle 7']);
    expect(names.indexOf('Salle 9')).toBeLessThan(names.indexOf('Salle 10'));
  });

  it('a save keeps the ids sent, adds the new ones, and answers the settings with their new version', async () => {
    const admin = await demoToken('admin');
    const { version, body } = await read(admin);
    const saturday = { day: 6, start: '09:00', end: '10:00' };
    const sent = {
      slots: [...body.slots, saturday],
      rooms: [...body.rooms, { name: '  Salle de musique ' }],
    };
    const saved = await call('PUT', PATH, admin, sent, { 'If-Match': version });
    expect(saved.status).toBe(200);
    expect(saved.body.slots).toHaveLength(33);
    expect(saved.body.slots.at(-1)).toMatchObject(saturday);
    expect(saved.body.slots.slice(0, 32)).toEqual(body.slots);
    expect(saved.body.rooms).toContainEqual({ id: expect.any(Number), name: 'Salle de musique' });
    expect(saved.version).not.toBe(version);
    // From the version read before: refused, nothing saved.
    const stale = await call('PUT', PATH, admin, body, { 'If-Match': version });
    expect(stale).toMatchObject({ status: 412, body: { code: 'STALE_VERSION' } });
    expect((await read(admin)).body.slots).toHaveLength(33);
  });

  it('slots that overlap, are invalid or too many, and rooms unnamed, too long or twice: 422 under each', async () => {
    const admin = await demoToken('admin');
    const { body } = await read(admin);
    const put = (change: Partial<Settings>) => call('PUT', PATH, admin, { ...body, ...change });
    const overlap = await put({ slots: [...body.slots, { day: 1, start: '09:00', end: '09:45' }] });
    expect(overlap).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_ERROR', errors: { 'slots.32': 'TIMETABLE_SLOTS_OVERLAP' } },
    });
    const invalid = await put({ slots: [{ day: 1, start: '08:30', end: '08:40' }] });
    expect(invalid.body.errors).toEqual({ 'slots.0': 'TIMETABLE_SLOT_INVALID' });
    const sunday = await put({ slots: [{ day: 7, start: '08:30', end: '09:30' }] });
    expect(sunday.body.errors).toEqual({ 'slots.0': 'TIMETABLE_SLOT_INVALID' });
    const many = Array.from({ length: 81 }, (_, index) => ({ day: 1, start: '08:00', end: `0${index}` }));
    expect((await put({ slots: many })).body.errors).toEqual({ 'slots.0': 'TIMETABLE_TOO_MANY_SLOTS' });
    const rooms = await put({
      rooms: [...body.rooms, { name: ' ' }, { name: 'x'.repeat(61) }, { name: 'gymnase' }],
    });
    const at = body.rooms.length;
    expect(rooms.body.errors).toEqual({
      [`rooms.${at}`]: 'REQUIRED',
      [`rooms.${at + 1}`]: 'TOO_LONG',
      [`rooms.${at + 2}`]: 'DUPLICATE_ROOM',
    });
    expect((await call('PUT', PATH, admin, { slots: body.slots })).body.errors).toEqual({
      rooms: 'REQUIRED',
    });
    expect((await read(admin)).body).toEqual(body);
  });

  it('a slot or a room a lesson uses is not removed: 409 TIMETABLE_SLOT_USED, TIMETABLE_ROOM_USED', async () => {
    const admin = await demoToken('admin');
    const { body } = await read(admin);
    const slotUsed = await call('PUT', PATH, admin, { ...body, slots: body.slots.slice(1) });
    expect(slotUsed).toMatchObject({ status: 409, body: { code: 'TIMETABLE_SLOT_USED' } });
    const rooms = body.rooms.filter((room) => room.name !== 'Gymnase');
    const roomUsed = await call('PUT', PATH, admin, { ...body, rooms });
    expect(roomUsed).toMatchObject({ status: 409, body: { code: 'TIMETABLE_ROOM_USED' } });
    // A slot moved to another time keeps its lessons.
    const moved = body.slots.map((slot, index) => (index === 0 ? { ...slot, start: '08:20' } : slot));
    const saved = await call('PUT', PATH, admin, { ...body, slots: moved });
    expect(saved.status).toBe(200);
    expect(saved.body.slots[0]).toEqual({ ...body.slots[0], start: '08:20' });
    expect(db.data.timetable.lessons.some((lesson) => lesson.slotId === body.slots[0]!.id)).toBe(true);
  });

  it('an ended year is closed (409 YEAR_CLOSED); without the right to change, 403', async () => {
    const admin = await demoToken('admin');
    const lastYear = await call('GET', 'timetable/settings?branch=1&year=1', admin);
    expect(lastYear.body.slots).toHaveLength(32);
    const closed = await call('PUT', 'timetable/settings?branch=1&year=1', admin, lastYear.body);
    expect(closed).toMatchObject({ status: 409, body: { code: 'YEAR_CLOSED' } });
    const staff = await demoToken('staff');
    expect((await call('PUT', PATH, staff, { slots: [], rooms: [] })).status).toBe(403);
  });
});
