import { afterEach, describe, expect, it } from 'vitest';
import { forgetVersions, rememberRead, versionClock, versionHeaders } from '../../api/versions';
import { unsavedChanges } from './unsavedChanges';

afterEach(() => {
  unsavedChanges.set('form', false);
  forgetVersions();
});

describe('a form with typing not yet saved keeps the version it started from (docs/api.md "Versions")', () => {
  it('a re-read answered while a form is dirty does not move the version its save sends; once clean, it does', () => {
    rememberRead('news/7', undefined, versionClock(), '"first"', {});
    unsavedChanges.set('form', true);
    rememberRead('news/7', undefined, versionClock(), '"second"', {});
    expect(versionHeaders('PUT', 'news/7', undefined)).toEqual({ 'If-Match': '"first"' });
    unsavedChanges.set('form', false);
    rememberRead('news/7', undefined, versionClock(), '"third"', {});
    expect(versionHeaders('PUT', 'news/7', undefined)).toEqual({ 'If-Match': '"third"' });
  });
});
