import { isAxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { apiClient, transferClient } from './clients';
import { navigationSettled, resetSessionRedirect } from './errors';
import { fakeEffects } from '../../tests/helpers/errorEffects';

function captureHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.all('*/api/x', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
});

describe('apiClient (API calls: JSON client)', () => {
  it('API calls: base address is the API host under /api', () => {
    expect(apiClient.defaults.baseURL).toBe('http://localhost:3000/api');
    expect(apiClient.defaults.baseURL?.endsWith('/api')).toBe(true);
  });

  it('API calls: no timeout by default', () => {
    expect(apiClient.defaults.timeout).toBe(0);
  });

  it('API calls: sends Authorization with the raw stored token and the WebClientCall header', async () => {
    window.localStorage.setItem('token', 'demo.1.1.abcdef');
    const seen = captureHeaders();
    await apiClient.get('x');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get('Authorization')).toBe('demo.1.1.abcdef');
    expect(seen[0]?.get('WebClientCall')).toBe('true');
  });

  it('API calls: falls back to the dummy token "null" when none is stored', async () => {
    const seen = captureHeaders();
    await apiClient.get('x');
    expect(seen[0]?.get('Authorization')).toBe('null');
    expect(seen[0]?.get('WebClientCall')).toBe('true');
  });

  it('API calls: reads the token at each request (a sign-in in between is picked up)', async () => {
    const seen = captureHeaders();
    await apiClient.get('x');
    window.localStorage.setItem('token', 'fresh');
    await apiClient.get('x');
    expect(seen.map((headers) => headers.get('Authorization'))).toEqual(['null', 'fresh']);
  });

  it('API calls: sets JSON content and accept headers', async () => {
    const seen = captureHeaders();
    await apiClient.post('x', { a: 1 });
    expect(seen[0]?.get('Content-Type')).toMatch(/^application\/json/);
    expect(seen[0]?.get('Accept')).toMatch(/application\/json/);
  });

  it('API calls: the JSON client does not send the cross-site request token (only the other client enables it)', async () => {
    const seen = captureHeaders();
    document.cookie = 'XSRF-TOKEN=from-a-cookie; path=/';
    try {
      await apiClient.get('/x');
      await transferClient.get('/x');
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(seen.map((headers) => headers.get('X-XSRF-TOKEN'))).toEqual([null, 'from-a-cookie']);
  });

  it('Error catalogue: an error with a session message goes through the catalogue, then is rejected to the caller', async () => {
    const effects = fakeEffects('/dashboard');
    server.use(http.get('*/api/x', () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })));
    const error: unknown = await apiClient.get('x').catch((caught: unknown) => caught);
    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('Error catalogue: ten requests failing at once with an expired session give one navigation and one toast', async () => {
    const effects = fakeEffects('/dashboard');
    server.use(
      http.get('*/api/x', () => HttpResponse.json({ message: 'Token expired or invalid' }, { status: 401 })),
    );
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => apiClient.get('x')));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.notifySessionEnded).toHaveBeenCalledTimes(1);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('Error catalogue: a session refusal of a request sent under a previous session leaves the current session alone', async () => {
    const effects = fakeEffects('/dashboard');
    window.localStorage.setItem('token', 'demo.1.1.old');
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/x', async () => {
        await answered;
        return HttpResponse.json({ message: 'Token expired or invalid' }, { status: 401 });
      }),
    );
    const pending = apiClient.get('x').catch((caught: unknown) => caught);
    // Signed out and in again (another token) while the old request was on its way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.localStorage.setItem('token', 'demo.2.1.new');
    answer?.();
    const error = await pending;
    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('demo.2.1.new');

    // The same refusal for a request of the current session ends it.
    server.use(
      http.get('*/api/x', () => HttpResponse.json({ message: 'Token expired or invalid' }, { status: 401 })),
    );
    await expect(apiClient.get('x')).rejects.toSatisfy(isAxiosError);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('Error catalogue: a session refusal of a transfer sent with no token, answered after a sign-in, leaves the new session alone', async () => {
    const effects = fakeEffects('/dashboard');
    window.localStorage.removeItem('token');
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent: Array<string | null> = [];
    server.use(
      http.get('*/api/x', async ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        await answered;
        return HttpResponse.json({ message: 'Token is null' }, { status: 401 });
      }),
    );
    const pending = transferClient.get('x').catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Signed in while the tokenless request was on its way.
    window.localStorage.setItem('token', 'demo.2.1.new');
    answer?.();
    const error = await pending;
    expect(sent).toEqual([null]);
    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('demo.2.1.new');
  });

  it('Error catalogue: the permission message sends the browser to /unauthorized and still rejects', async () => {
    const effects = fakeEffects('/cars');
    server.use(
      http.get('*/api/x', () =>
        HttpResponse.json({ message: 'User does not have the required permission.' }, { status: 403 }),
      ),
    );
    await expect(apiClient.get('x')).rejects.toSatisfy(isAxiosError);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/unauthorized');
  });

  it('Error catalogue: other errors reach the caller with their answer, without navigation', async () => {
    const effects = fakeEffects('/dashboard');
    server.use(http.get('*/api/x', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const error: unknown = await apiClient.get('x').catch((caught: unknown) => caught);
    expect(isAxiosError(error) && error.response?.data).toEqual({ message: 'Boom' });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('Error catalogue: with the demo API, a call without token is refused with "Token is null" and sends the user to /', async () => {
    const effects = fakeEffects('/dashboard');
    await expect(apiClient.get('user')).rejects.toSatisfy(isAxiosError);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });
});

describe('transferClient (API calls: second client)', () => {
  it('API calls: base address is the API host under /api, no timeout', () => {
    expect(transferClient.defaults.baseURL).toBe('http://localhost:3000/api');
    expect(transferClient.defaults.timeout).toBe(0);
  });

  it('API calls: enables the cross-site request token', () => {
    expect(transferClient.defaults.withXSRFToken).toBe(true);
  });

  it('API calls: sends the raw stored token and the WebClientCall header', async () => {
    window.localStorage.setItem('token', 'demo.2.7.ff');
    const seen = captureHeaders();
    await transferClient.get('x');
    expect(seen[0]?.get('Authorization')).toBe('demo.2.7.ff');
    expect(seen[0]?.get('WebClientCall')).toBe('true');
  });

  it('API calls: sends no Authorization header (no dummy token) when none is stored', async () => {
    const seen = captureHeaders();
    await transferClient.get('x');
    expect(seen[0]?.has('Authorization')).toBe(false);
    expect(seen[0]?.get('WebClientCall')).toBe('true');
  });

  it('Error catalogue: rethrows any error that has a response', async () => {
    const effects = fakeEffects('/dashboard');
    server.use(http.get('*/api/x', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })));
    const error: unknown = await transferClient.get('x').catch((caught: unknown) => caught);
    expect(isAxiosError(error) && error.response?.status).toBe(404);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('Error catalogue: a session message through the second client also goes to the root page, then rejects', async () => {
    const effects = fakeEffects('/dashboard');
    server.use(http.get('*/api/x', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await expect(transferClient.get('x')).rejects.toSatisfy(isAxiosError);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('Error catalogue: an error without a response (network failure) is rejected too', async () => {
    fakeEffects('/dashboard');
    server.use(http.get('*/api/x', () => HttpResponse.error()));
    const error: unknown = await transferClient.get('x').catch((caught: unknown) => caught);
    expect(isAxiosError(error)).toBe(true);
    expect(isAxiosError(error) && error.response).toBeUndefined();
  });
});
