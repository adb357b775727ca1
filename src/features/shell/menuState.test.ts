import { describe, expect, it } from 'vitest';
import { MENU } from '../../modules';
import { iconVariants, linkOf, openParentFor, toggleParent } from './menuState';

describe('menu state (Menu behaviour)', () => {
  it('links are compared with the path without its leading slash; a sub-view keeps its module entry active', () => {
    expect(linkOf('/fullstudents')).toBe('fullstudents');
    expect(linkOf('/')).toBe('');
    expect(linkOf('/studentengagment/family/12')).toBe('studentengagment');
    // A menu link of two segments is the active one on its path, its parent link elsewhere.
    expect(linkOf('/attendance/absences', MENU)).toBe('attendance/absences');
    expect(linkOf('/attendance', MENU)).toBe('attendance');
    expect(linkOf('/attendance/child', MENU)).toBe('attendance');
  });

  it('the open parent is set from the current path', () => {
    expect(openParentFor(MENU, '/fullstudents')).toBe('menu.students');
    expect(openParentFor(MENU, '/cars')).toBe('menu.transport');
    expect(openParentFor(MENU, '/dashboard')).toBeNull();
    expect(openParentFor(MENU, '/attendance/absences')).toBe('menu.educational');
  });

  it('accordion: one parent open at a time; clicking the open parent closes it', () => {
    expect(toggleParent(null, 'menu.canteen')).toBe('menu.canteen');
    expect(toggleParent('menu.canteen', 'menu.transport')).toBe('menu.transport');
    expect(toggleParent('menu.transport', 'menu.transport')).toBeNull();
  });

  it('Screens and routes / Entities: icons use the four variants by theme (black, white, violet, blue)', () => {
    expect(iconVariants(false, false)).toEqual({ base: 'black', hover: 'blue' });
    expect(iconVariants(true, false)).toEqual({ base: 'white', hover: 'violet' });
    expect(iconVariants(false, true)).toEqual({ base: 'white', hover: 'white' });
    expect(iconVariants(true, true)).toEqual({ base: 'white', hover: 'white' });
  });
});
