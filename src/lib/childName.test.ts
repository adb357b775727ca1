import { describe, expect, it } from 'vitest';
import { childFirstName } from './childName';

describe('childFirstName: the name in the script of the interface', () => {
  it('Arabic on an Arabic screen, Latin otherwise or when there is no Arabic name', () => {
    const child = { firstname_fr: 'Yasmine', firstname_ar: 'ياسمين' };
    expect(childFirstName(child, 'ar')).toBe('ياسمين');
    expect(childFirstName(child, 'fr')).toBe('Yasmine');
    expect(childFirstName({ firstname_fr: 'Yasmine' }, 'ar')).toBe('Yasmine');
    expect(childFirstName({ firstname_fr: 'Yasmine', firstname_ar: ' ' }, 'ar')).toBe('Yasmine');
  });
});
