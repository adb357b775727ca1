import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSessionAcrossTabs } from './otherTabs';

/** What the browser delivers to this tab when another tab changes local storage. */
function fromAnotherTab(key: string | null, oldValue: string | null, newValue: string | null): void {
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }),
  );
}

describe('followSessionAcrossTabs (Sessions across tabs)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('another tab signing out (storage cleared) or removing the token restarts this tab', () => {
    const restart = vi.fn();
    stop = followSessionAcrossTabs(restart);
    fromAnotherTab(null, null, null);
    expect(restart).toHaveBeenCalledTimes(1);
    fromAnotherTab('token', 'token-of-admin', null);
    expect(restart).toHaveBeenCalledTimes(2);
  });

  it('another tab signing in as someone else (a new token) restarts this tab', () => {
    const restart = vi.fn();
    stop = followSessionAcrossTabs(restart);
    fromAnotherTab('token', 'token-of-admin', 'token-of-parent');
    expect(restart).toHaveBeenCalledTimes(1);
  });

  it('other keys (the selected year, the language, the appearance) change nothing; stopping stops listening', () => {
    const restart = vi.fn();
    stop = followSessionAcrossTabs(restart);
    fromAnotherTab('SELECTED_YEAR', '1', '2');
    fromAnotherTab('defaultLanguage', 'fr', 'ar');
    expect(restart).not.toHaveBeenCalled();
    stop();
    fromAnotherTab('token', 'a', 'b');
    expect(restart).not.toHaveBeenCalled();
  });

  it('a change of session storage (not shared between tabs) changes nothing', () => {
    const restart = vi.fn();
    stop = followSessionAcrossTabs(restart);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'token',
        oldValue: 'a',
        newValue: 'b',
        storageArea: window.sessionStorage,
      }),
    );
    expect(restart).not.toHaveBeenCalled();
  });
});
