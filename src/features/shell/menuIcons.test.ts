import { describe, expect, it } from 'vitest';
import { MENU } from '../../modules';
import { CHILD_ICONS } from './menuIcons';

describe('menu icons (Entities: menu item children carry four icon variants)', () => {
  it('Entities: every child entry of the registry has its own bundled icon', () => {
    const links = MENU.flatMap((entry) => entry.child ?? []).map((child) => child.childlink);
    expect(links.filter((link) => !CHILD_ICONS[link])).toEqual([]);
    expect(new Set(links.map((link) => CHILD_ICONS[link])).size).toBe(links.length);
  });
});
