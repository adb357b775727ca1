import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  classifyError,
  handleApiError,
  navigationSettled,
  resetSessionRedirect,
  responseMessage,
  sessionClosing,
} from './errors';
import { PERMISSION_MESSAGE, SESSION_MESSAGES } from '../domain/errorCatalogue';
import { fakeEffects } from '../../tests/helpers/errorEffects';

const SPEC_SESSION_MESSAGES = [
  'Session expired',
  'Unauthorized',
  'Token expired or invalid',
  'Token is null',
];
const SPEC_PERMISSION_MESSAGE = 'User does not have the required permission.';

/** An axios error as the clients see it: `message` in the answer body, a generic error text. */
function answerError(status: number, data: unknown, text = `Request failed with status code ${status}`) {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(text, 'ERR_BAD_REQUEST', config, {}, response);
}

beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
});

describe('classifyError (Error catalogue)', () => {
  it('Error catalogue: the catalogue lists exactly the four session messages and the permission message', () => {
    expect([...SESSION_MESSAGES].sort()).toEqual([...SPEC_SESSION_MESSAGES].sort());
    expect(PERMISSION_MESSAGE).toBe(SPEC_PERMISSION_MESSAGE);
  });

  it.each(SPEC_SESSION_MESSAGES)('Error catalogue: response message "%s" is a session error', (message) => {
    expect(classifyError(answerError(401, { message }))).toBe('session');
  });

  it.each(SPEC_SESSION_MESSAGES)('Error catalogue: error text "%s" is a session error', (message) => {
    expect(classifyError(new Error(message))).toBe('session');
    expect(classifyError(answerError(401, 'not json', message))).toBe('session');
  });

  it('Error catalogue: response message "User does not have the required permission." is a permission error', () => {
    expect(classifyError(answerError(403, { message: SPEC_PERMISSION_MESSAGE }))).toBe('permission');
  });

  it('Error catalogue: error text "User does not have the required permission." is a permission error', () => {
    expect(classifyError(new Error(SPEC_PERMISSION_MESSAGE))).toBe('permission');
  });

  it('Error catalogue: other errors are "other" (reach the caller)', () => {
    expect(classifyError(answerError(500, { message: 'Internal error' }))).toBe('other');
    expect(
      classifyError(answerError(422, { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' })),
    ).toBe('other');
    expect(classifyError(answerError(401, {}))).toBe('other');
    expect(classifyError(new Error('Network Error'))).toBe('other');
    expect(classifyError('Session expired as a bare string')).toBe('other');
    expect(classifyError(undefined)).toBe('other');
    expect(classifyError(null)).toBe('other');
  });

  it('Error catalogue: a session message wins over the permission message when both are present', () => {
    expect(classifyError(answerError(401, { message: 'Token is null' }, SPEC_PERMISSION_MESSAGE))).toBe(
      'session',
    );
  });

  it('Error catalogue (property): any message outside the catalogue is "other"', () => {
    const catalogue = new Set([...SPEC_SESSION_MESSAGES, SPEC_PERMISSION_MESSAGE]);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 400, max: 599 }), (message, text, status) => {
        fc.pre(!catalogue.has(message.trim()) && !catalogue.has(text.trim()));
        expect(classifyError(answerError(status, { message }, text))).toBe('other');
        expect(classifyError(new Error(text))).toBe('other');
      }),
    );
  });

  it('Error catalogue (property): a catalogue message in the answer decides the kind whatever the error text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_SESSION_MESSAGES), fc.string(), (message, text) => {
        fc.pre(text.trim() !== SPEC_PERMISSION_MESSAGE);
        expect(classifyError(answerError(401, { message }, text))).toBe('session');
      }),
    );
  });

  it('responseMessage reads the `message` field of the answer only when it is a string', () => {
    expect(responseMessage(answerError(401, { message: 'Token is null' }))).toBe('Token is null');
    expect(responseMessage(answerError(401, { message: 42 }))).toBeUndefined();
    expect(responseMessage(answerError(401, null))).toBeUndefined();
    expect(responseMessage(new Error('x'))).toBeUndefined();
  });
});

describe('handleApiError (Error catalogue: session -> root, permission -> /unauthorized)', () => {
  it('Session: goes to the root page once and tells the user once', () => {
    const effects = fakeEffects('/dashboard');
    expect(handleApiError(answerError(401, { message: 'Session expired' }))).toBe('session');
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(effects.notifySessionEnded).toHaveBeenCalledTimes(1);
  });

  it.each(SPEC_SESSION_MESSAGES)('Session: "%s" in the error text also goes to the root page', (message) => {
    const effects = fakeEffects('/news');
    handleApiError(new Error(message));
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('Logout: a request refused as expired while the user logs out neither navigates nor says the session ended', () => {
    const effects = fakeEffects('/dashboard');
    sessionClosing(); // the logout was asked for; its own toast and reload follow
    expect(handleApiError(answerError(401, { message: 'Token expired or invalid' }))).toBe('session');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.notifySessionEnded).not.toHaveBeenCalled();
    // A new sign-in (same page, another user) restores the catalogue's effects.
    resetSessionRedirect();
    handleApiError(answerError(401, { message: 'Session expired' }));
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('Session: ten failures at once give exactly one navigation, one toast and one endSession', () => {
    const effects = fakeEffects('/dashboard');
    for (let i = 0; i < 10; i += 1) {
      handleApiError(answerError(401, { message: SPEC_SESSION_MESSAGES[i % 4] }));
    }
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.notifySessionEnded).toHaveBeenCalledTimes(1);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('Session: no redirect loop, no navigation when already on "/"', () => {
    const effects = fakeEffects('/');
    handleApiError(answerError(401, { message: 'Token is null' }));
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('Session: no toast when there was no session to end', () => {
    const effects = fakeEffects('/dashboard', false);
    handleApiError(answerError(401, { message: 'Token expired or invalid' }));
    expect(effects.notifySessionEnded).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('Session: resetSessionRedirect (after a new sign-in) allows a later redirect', () => {
    const effects = fakeEffects('/dashboard');
    handleApiError(answerError(401, { message: 'Session expired' }));
    handleApiError(answerError(401, { message: 'Session expired' }));
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    resetSessionRedirect();
    handleApiError(answerError(401, { message: 'Session expired' }));
    expect(effects.navigate).toHaveBeenCalledTimes(2);
    expect(effects.notifySessionEnded).toHaveBeenCalledTimes(2);
  });

  it('Permission: goes to /unauthorized, without ending the session', () => {
    const effects = fakeEffects('/cars');
    expect(handleApiError(answerError(403, { message: SPEC_PERMISSION_MESSAGE }))).toBe('permission');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/unauthorized');
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(effects.notifySessionEnded).not.toHaveBeenCalled();
  });

  it('Permission: ten refusals at once give one navigation to /unauthorized', () => {
    const effects = fakeEffects('/cars');
    for (let i = 0; i < 10; i += 1) handleApiError(answerError(403, { message: SPEC_PERMISSION_MESSAGE }));
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/unauthorized');
  });

  it('Permission: once the navigation has settled, a later refusal redirects again', () => {
    const effects = fakeEffects('/cars');
    handleApiError(answerError(403, { message: SPEC_PERMISSION_MESSAGE }));
    navigationSettled();
    handleApiError(answerError(403, { message: SPEC_PERMISSION_MESSAGE }));
    expect(effects.navigate).toHaveBeenCalledTimes(2);
  });

  it('Permission: no navigation when already on /unauthorized', () => {
    const effects = fakeEffects('/unauthorized');
    handleApiError(answerError(403, { message: SPEC_PERMISSION_MESSAGE }));
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('Other errors: no navigation, no toast, no session change', () => {
    const effects = fakeEffects('/dashboard');
    expect(handleApiError(answerError(500, { message: 'Boom' }))).toBe('other');
    expect(handleApiError(new Error('Network Error'))).toBe('other');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(effects.notifySessionEnded).not.toHaveBeenCalled();
  });

  it('Error catalogue (property): any burst of failures gives at most one navigation per kind and one toast', () => {
    const errorArb = fc.oneof(
      fc.constantFrom(...SPEC_SESSION_MESSAGES).map((message) => answerError(401, { message })),
      fc.constant(answerError(403, { message: SPEC_PERMISSION_MESSAGE })),
      fc.string().map((message) => answerError(500, { message })),
    );
    fc.assert(
      fc.property(fc.array(errorArb, { maxLength: 20 }), (errors) => {
        resetSessionRedirect();
        navigationSettled();
        const effects = fakeEffects('/dashboard');
        errors.forEach((error) => handleApiError(error));
        const sessions = errors.filter((error) => classifyError(error) === 'session').length;
        const permissions = errors.filter((error) => classifyError(error) === 'permission').length;
        const toRoot = effects.navigate.mock.calls.filter(([to]) => to === '/').length;
        const toUnauthorized = effects.navigate.mock.calls.filter(([to]) => to === '/unauthorized').length;
        expect(toRoot).toBe(sessions > 0 ? 1 : 0);
        expect(effects.notifySessionEnded).toHaveBeenCalledTimes(sessions > 0 ? 1 : 0);
        expect(toUnauthorized).toBe(permissions > 0 ? 1 : 0);
      }),
    );
  });
});
