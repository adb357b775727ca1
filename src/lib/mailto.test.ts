import { describe, expect, it } from 'vitest';
import { EMAIL } from '../domain/students';
import { mailtoHref } from './mailto';

describe('e-mail addresses (Dates and e-mails)', () => {
  it('the rule takes the addresses a school writes and refuses those that smuggle a header', () => {
    for (const good of [
      'karim.elidrissi@gmail.com',
      'h.benali+ecole@menara.ma',
      "o'neil@school-group.co.uk",
    ]) {
      expect(EMAIL.test(good), good).toBe(true);
    }
    for (const bad of [
      'a@b.c?bcc=spy@evil.test',
      'a@b',
      'a b@c.ma',
      'a@b.c,d@e.ma',
      '<a@b.ma>',
      'a@b.ma&cc=x',
      '@b.ma',
    ]) {
      expect(EMAIL.test(bad), bad).toBe(false);
    }
  });

  it('a mailto link is encoded: the address alone, never a copy or a subject added', () => {
    expect(mailtoHref('karim@gmail.com')).toBe('mailto:karim@gmail.com');
    const href = mailtoHref('a@b.c?bcc=spy@evil.test');
    expect(href).not.toContain('?');
    expect(new URL(href).search).toBe('');
  });
});
