import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Record versions noted before api/versions.ts is loaded (docs/api.md "Versions"): a screen that only reads does not
 * load it, and the first edit sends exactly what it would have sent had it been there from the start.
 */
describe('the versions noted before the module that keeps them is loaded', () => {
  beforeEach(() => vi.resetModules());

  it('are handed over in order: a save answered after a read was sent stays newer; typing holds the version', async () => {
    const log = await import('./versionLog');
    const readSentBeforeSave = log.versionClock();
    log.noteRead('students/101', { year: 2 }, log.versionClock(), '"read"', { id: 101 });
    log.noteSaved('students/101/medical', { year: 2 }, '"saved"');
    // Sent before the save was answered: says nothing newer.
    log.noteRead('students/101', { year: 2 }, readSentBeforeSave, '"older"', { id: 101 });
    log.noteRead('news/7', undefined, log.versionClock(), '"first"', {});
    log.holdVersionsWhileTyping(true);
    log.noteRead('news/7', undefined, log.versionClock(), '"second"', {});
    log.holdVersionsWhileTyping(false);
    log.noteRead('school/levels', { branch: 1, year: 2 }, log.versionClock(), '"list"', {
      items: [{ id: 4, name: 'CE1', version: '"level-4"' }],
    });

    const versions = await import('./versions');
    expect(versions.versionHeaders('PUT', 'students/101', { year: 2 })).toEqual({ 'If-Match': '"saved"' });
    // Read before the user typed, and again while typing: the typing started from the first.
    expect(versions.versionHeaders('PUT', 'news/7', undefined)).toEqual({ 'If-Match': '"first"' });
    expect(versions.versionHeaders('PUT', 'school/levels/4', { branch: 1, year: 2 })).toEqual({
      'If-Match': '"level-4"',
    });

    // Once loaded, every later answer goes straight to it.
    log.noteRead('news/7', undefined, log.versionClock(), '"third"', {});
    expect(versions.versionHeaders('PUT', 'news/7', undefined)).toEqual({ 'If-Match': '"third"' });
  });

  it('a read-only use of the API layer does not load the module', async () => {
    const loaded = vi.fn();
    vi.doMock('./versions', async (original) => {
      loaded();
      return original();
    });
    const log = await import('./versionLog');
    log.noteRead('dashboard/stats', { branch: 1, year: 2 }, log.versionClock(), '"v"', {});
    expect(loaded).not.toHaveBeenCalled();
    await import('./versions');
    expect(loaded).toHaveBeenCalledOnce();
    vi.doUnmock('./versions');
  });
});
