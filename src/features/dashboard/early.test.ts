import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/baseQuery';
import { EARLY_ANSWER_MS } from '../../api/earlyAnswers';
import { server } from '../../mocks/node';
import { demoCall, storeSession, type DemoAccount } from '../../../tests/helpers/demo';
import { parentDashboardSchema, staffDashboardSchema } from './dashboard.schemas';
import { PARENT_DASHBOARD_URL, STAFF_DASHBOARD_URL, startEarlyDashboard } from './early';

/** Every dashboard request the demo API receives, by path and query. */
function recordDashboardCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/api/dashboard')) calls.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

/** A session stored as a sign-in leaves it, and the ids of its first child (a parent), branch and year. */
async function signedIn(account: DemoAccount) {
  const token = await storeSession(account);
  const { body: user } = await demoCall('GET', 'user', token);
  const branch = (user.students?.[0]?.branchs ?? user.branchs)[0];
  const ids = {
    student: user.students?.[0]?.studentid as number | undefined,
    branch: branch.schoolbranchid as number,
    year: branch.years[0].schoolyearid as number,
  };
  // The choice a previous visit stored (a child only for a parent).
  window.localStorage.setItem('SELECTED_BRANCH', String(ids.branch));
  window.localStorage.setItem('SELECTED_YEAR', String(ids.year));
  if (ids.student !== undefined) window.localStorage.setItem('SELECTED_STUDENT', String(ids.student));
  return ids;
}

afterEach(() => vi.restoreAllMocks());

describe('the dashboard’s data asked for at boot (features/dashboard/early.ts, no waterfall)', () => {
  it('a parent reloading the dashboard: one request for the child’s summary, asked before the app’s code, used by the page', async () => {
    const { student, year } = await signedIn('parent');
    const recorder = recordDashboardCalls();
    startEarlyDashboard('/dashboard');
    await vi.waitFor(
      () => expect(recorder.calls).toEqual([`/api/dashboard/parent?student=${student}&year=${year}`]),
      { timeout: 15_000 },
    );
    const result = await callApi({
      url: PARENT_DASHBOARD_URL,
      params: { year, student },
      schema: parentDashboardSchema,
    });
    recorder.stop();
    expect(result).toMatchObject({ data: { student: { studentid: student } } });
    expect(recorder.calls).toHaveLength(1);
  });

  it('staff: the branch and year’s figures; taken once only, the next ask goes to the API', async () => {
    const { branch, year } = await signedIn('admin');
    const recorder = recordDashboardCalls();
    startEarlyDashboard('/');
    await vi.waitFor(() => expect(recorder.calls).toHaveLength(1), { timeout: 15_000 });
    const scope = { branch, year };
    expect(
      await callApi({ url: STAFF_DASHBOARD_URL, params: scope, schema: staffDashboardSchema }),
    ).toHaveProperty('data');
    expect(
      await callApi({ url: STAFF_DASHBOARD_URL, params: scope, schema: staffDashboardSchema }),
    ).toHaveProperty('data');
    recorder.stop();
    expect(recorder.calls).toEqual([
      `/api/dashboard?branch=${branch}&year=${year}`,
      `/api/dashboard?branch=${branch}&year=${year}`,
    ]);
  });

  it('another address asks for nothing early', async () => {
    await signedIn('admin');
    const recorder = recordDashboardCalls();
    startEarlyDashboard('/fullstudents');
    await new Promise((resolve) => setTimeout(resolve, 50));
    recorder.stop();
    expect(recorder.calls).toEqual([]);
  });

  it('a failed early answer is dropped: the page asks again through the client', async () => {
    const { branch, year } = await signedIn('admin');
    let refused = false;
    server.use(
      http.get('*/api/dashboard', () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const recorder = recordDashboardCalls();
    startEarlyDashboard('/dashboard');
    const result = await callApi({
      url: STAFF_DASHBOARD_URL,
      params: { branch, year },
      schema: staffDashboardSchema,
    });
    recorder.stop();
    expect(result).toHaveProperty('data');
    expect(recorder.calls).toHaveLength(2);
  });

  it('an early answer under another token, or older than the first screen’s load, is not used', async () => {
    const { branch, year } = await signedIn('admin');
    const recorder = recordDashboardCalls();
    startEarlyDashboard('/dashboard');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + EARLY_ANSWER_MS + 1);
    await callApi({ url: STAFF_DASHBOARD_URL, params: { branch, year }, schema: staffDashboardSchema });
    vi.restoreAllMocks();
    startEarlyDashboard('/dashboard');
    const token = window.localStorage.getItem('token')!;
    window.localStorage.setItem('token', 'another-session');
    await callApi({ url: STAFF_DASHBOARD_URL, params: { branch, year }, schema: staffDashboardSchema });
    window.localStorage.setItem('token', token);
    recorder.stop();
    // Each early request, then the page's own each time; under the other token, the page's own is refused and asked
    // again through the client, whose error catalogue reads the refusal (api/baseQuery.ts `readBeforeClients`).
    expect(recorder.calls).toHaveLength(5);
  });
});
