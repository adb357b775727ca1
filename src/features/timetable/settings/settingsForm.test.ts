import { describe, expect, it } from 'vitest';
import {
  copyDay,
  dayName,
  inputOf,
  nextSlot,
  roomProblems,
  settingsSchema,
  type SettingsValues,
  type SlotValue,
} from './settingsForm';

const slot = (id: number | null, day: number, start: string, end: string): SlotValue => ({
  id,
  day,
  start,
  end,
});

describe('timetable settings form', () => {
  it('gives other days the slots of a day row for row, keeping their ids, removing and adding the difference', () => {
    const week = [
      slot(1, 1, '08:30', '09:25'),
      slot(2, 1, '09:25', '10:20'),
      slot(3, 1, '10:35', '11:30'),
      slot(4, 2, '08:00', '09:00'),
      slot(5, 3, '08:00', '09:00'),
      slot(6, 3, '09:00', '10:00'),
      slot(7, 3, '10:00', '11:00'),
      slot(8, 3, '11:00', '12:00'),
    ];
    const copied = copyDay(week, 1, [2, 3]);
    expect(copied).toEqual([
      slot(1, 1, '08:30', '09:25'),
      slot(2, 1, '09:25', '10:20'),
      slot(3, 1, '10:35', '11:30'),
      slot(4, 2, '08:30', '09:25'),
      slot(5, 3, '08:30', '09:25'),
      slot(6, 3, '09:25', '10:20'),
      slot(7, 3, '10:35', '11:30'),
      slot(null, 2, '09:25', '10:20'),
      slot(null, 2, '10:35', '11:30'),
    ]);
    // The same times again change nothing.
    expect(copyDay(copied, 1, [2, 3])).toEqual(copied);
    // A day given to itself, or to a day without slots.
    expect(copyDay(week, 1, [1])).toEqual(week);
    expect(copyDay(week, 2, [6]).slice(-1)).toEqual([slot(null, 6, '08:00', '09:00')]);
  });

  it('adds a slot after the day’s last one, or at the first lesson of an empty day', () => {
    const week = [slot(1, 1, '08:30', '09:25'), slot(2, 1, '14:00', '14:55'), slot(3, 2, '08:30', '09:25')];
    expect(nextSlot(week, 1)).toEqual({ start: '14:55', end: '15:50' });
    expect(nextSlot(week, 6)).toEqual({ start: '08:30', end: '09:25' });
    expect(nextSlot([slot(1, 1, '22:00', '23:50')], 1)).toEqual({ start: '23:50', end: '23:59' });
  });

  it('checks the slots with the API’s rule and the rooms’ names, each problem under its row', () => {
    const values: SettingsValues = {
      slots: [slot(1, 1, '08:30', '09:25'), slot(null, 1, '09:00', '09:30')],
      rooms: [
        { id: 1, name: 'Gymnase' },
        { id: null, name: ' gymnase ' },
        { id: null, name: '  ' },
        { id: null, name: 'x'.repeat(61) },
      ],
    };
    const result = settingsSchema.safeParse(values);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['slots.1', 'apiErrors.TIMETABLE_SLOTS_OVERLAP'],
      ['rooms.1', 'apiErrors.DUPLICATE_ROOM'],
      ['rooms.2', 'validation.required'],
      ['rooms.3', 'validation.tooLong'],
    ]);
    expect(
      roomProblems([
        { id: 1, name: 'Salle 1' },
        { id: 2, name: 'Salle 2' },
      ]).size,
    ).toBe(0);
    const many = Array.from({ length: 81 }, (_, index) =>
      slot(null, 1 + (index % 6), `${String(7 + Math.floor(index / 6)).padStart(2, '0')}:00`, '23:00'),
    );
    const tooMany = settingsSchema.safeParse({ slots: many, rooms: [] });
    expect(tooMany.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['slots.root', 'apiErrors.TIMETABLE_TOO_MANY_SLOTS'],
    ]);
  });

  it('sends the rows in the form’s order, new ones without an id, room names trimmed', () => {
    expect(
      inputOf({
        slots: [slot(4, 2, '08:30', '09:25'), slot(null, 2, '09:25', '10:20')],
        rooms: [
          { id: null, name: ' Salle 12 ' },
          { id: 3, name: 'Gymnase' },
        ],
      }),
    ).toEqual({
      slots: [
        { id: 4, day: 2, start: '08:30', end: '09:25' },
        { day: 2, start: '09:25', end: '10:20' },
      ],
      rooms: [{ name: 'Salle 12' }, { id: 3, name: 'Gymnase' }],
    });
  });

  it('names the days in the interface’s language', () => {
    expect([1, 2, 3, 4, 5, 6].map((day) => dayName(day, 'fr', true))).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
    ]);
    expect(dayName(1, 'fr')).toBe('lundi');
    expect(dayName(6, 'en')).toBe('Saturday');
    expect(dayName(1, 'ar')).toBe('الاثنين');
  });
});
