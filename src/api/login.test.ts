import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { navigationSettled, resetSessionRedirect } from './errors';
import { LoginRequestError, postLogin } from './login';
import { setAnswerTimeLimit } from './timeLimit';
import { fakeEffects } from '../../tests/helpers/errorEffects';
import { signInErrorKey } from '../features/auth/signInError';

beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
});

describe('postLogin: the light sign-in page’s POST login (fetch, same headers and catalogue as the JSON client)', () => {
  it('sends JSON with the dummy token and WebClientCall, and resolves with the token of the demo API', async () => {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
    const token = await postLogin('admin@demo.test', 'demo1234');
    server.events.removeAllListeners('request:start');
    expect(token).toMatch(/\S/);
    const request = seen.find((item) => item.url.endsWith('/api/login'));
    expect(request?.url).toBe('http://localhost:3000/api/login');
    expect(request?.headers.get('Authorization')).toBe('null');
    expect(request?.headers.get('WebClientCall')).toBe('true');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(await request?.json()).toEqual({ email: 'admin@demo.test', password: 'demo1234' });
  });

  it('wrong credentials: a LoginRequestError with the answer, read as "invalid" by the form', async () => {
    const error: unknown = await postLogin('admin@demo.test', 'wrong').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoginRequestError);
    expect((error as LoginRequestError).response?.status).toBe(422);
    expect(signInErrorKey(error)).toBe('login.errors.invalid');
  });

  it('network error: no response, read as "network"', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const error: unknown = await postLogin('admin@demo.test', 'demo1234').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoginRequestError);
    expect((error as LoginRequestError).response).toBeUndefined();
    expect(signInErrorKey(error)).toBe('login.errors.network');
  });

  it('a 500 with an HTML body or a malformed 200: rejected, read as "unknown", never a crash', async () => {
    server.use(http.post('*/api/login', () => new HttpResponse('<h1>down</h1>', { status: 500 })));
    const failed: unknown = await postLogin('a@b.c', 'x').catch((caught: unknown) => caught);
    expect((failed as LoginRequestError).response).toEqual({ status: 500, data: '<h1>down</h1>' });
    expect(signInErrorKey(failed)).toBe('login.errors.unknown');

    server.use(http.post('*/api/login', () => HttpResponse.json({ token: '' })));
    const malformed: unknown = await postLogin('a@b.c', 'x').catch((caught: unknown) => caught);
    expect(malformed).toEqual(new Error('Malformed login answer'));
    expect(signInErrorKey(malformed)).toBe('login.errors.unknown');
  });

  it('Catalogue: a session message ends the session, a permission message goes to /unauthorized', async () => {
    const effects = fakeEffects('/', true);
    server.use(
      http.post('*/api/login', () => HttpResponse.json({ message: 'Token is null' }, { status: 401 })),
    );
    await expect(postLogin('a@b.c', 'x')).rejects.toBeInstanceOf(LoginRequestError);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    // Already on `/`: no navigation (no loop on the sign-in page).
    expect(effects.navigate).not.toHaveBeenCalled();

    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ message: 'User does not have the required permission.' }, { status: 403 }),
      ),
    );
    await expect(postLogin('a@b.c', 'x')).rejects.toBeInstanceOf(LoginRequestError);
    expect(effects.navigate).toHaveBeenCalledWith('/unauthorized');
  });

  describe('an answer that never comes', () => {
    let previous: number;
    beforeEach(() => {
      previous = setAnswerTimeLimit(200);
    });
    afterEach(() => {
      setAnswerTimeLimit(previous);
      vi.useRealTimers();
    });

    it('is cancelled after the limit and read as "network" (the server could not be reached)', async () => {
      server.use(
        http.post('*/api/login', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const error: unknown = await postLogin('a@b.c', 'x').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LoginRequestError);
      expect(signInErrorKey(error)).toBe('login.errors.network');
    });
  });
});
