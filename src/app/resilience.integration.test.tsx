import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAnswerTimeLimit } from '../api/timeLimit';
import type { AppStore } from '../store/store';
import { server } from '../mocks/node';
import { DISPLAY_NAMES, storeSession } from '../../tests/helpers/demo';
import { renderApp } from '../../tests/helpers/renderApp';
import { findUserMenuButton, renderSignedIn } from '../../tests/helpers/shell';

/**
 * resilience: faults injected with MSW on the boot sequence (`GET user`) and on every list (students,
 * notifications, messaging contacts and conversations). Every fault ends in a clear state with a way out (the
 * sign-in page for the boot, an error state with retry for a list), never a blank page or a crash.
 */
// The real limit is 25 s (api/timeLimit.ts); a short one keeps "never answers" fast here.
const TEST_LIMIT_MS = 400;

type Fault = { name: string; answer: () => Promise<Response> | Response };

const FAULTS: Fault[] = [
  { name: 'network error', answer: () => HttpResponse.error() },
  { name: '500', answer: () => HttpResponse.json({ message: 'Internal error' }, { status: 500 }) },
  {
    name: '503 with an HTML page',
    answer: () =>
      new HttpResponse('<h1>Service Unavailable</h1>', {
        status: 503,
        headers: { 'Content-Type': 'text/html' },
      }),
  },
  {
    name: 'an answer that never comes',
    answer: async () => {
      // Long after the time limit, so late for the app as one that never comes; it does end, so the case's
      // teardown, which waits for the requests still running (tests/setup.ts), does not wait for it in vain.
      await delay(TEST_LIMIT_MS * 3);
      return HttpResponse.json({});
    },
  },
  {
    name: 'malformed JSON',
    answer: () =>
      new HttpResponse('{"items": [{"id": 1,', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  },
  { name: 'a 200 with the wrong shape', answer: () => HttpResponse.json({ unexpected: ['shape'] }) },
];

let previousLimit: number;
beforeEach(() => {
  previousLimit = setAnswerTimeLimit(TEST_LIMIT_MS);
});
afterEach(() => {
  setAnswerTimeLimit(previousLimit);
});

const RETRY = 'Réessayer';

/** The error state (role alert) around `message`, when it is shown and no query is running; null otherwise. */
function shownErrorState(message: string, store: AppStore): HTMLElement | null {
  const queries = Object.values(store.getState().api.queries);
  if (queries.some((query) => query?.status === 'pending')) return null;
  return screen.queryByText(message)?.closest<HTMLElement>('[role="alert"]') ?? null;
}

/**
 * The error state (role alert) with `message`, and its retry button, once it has settled. A page that mounts over
 * an answer that already failed (the header asked for the same list first) draws that error, then asks again when
 * its effects run: a retry clicked on the first drawing would be lost with it. So the same error box must still be
 * there, with no query running, a while after it was first seen.
 */
async function findErrorState(message: string, store: AppStore): Promise<HTMLElement> {
  const SETTLED_MS = 150;
  const deadline = Date.now() + 5_000;
  for (;;) {
    const box = await waitFor(() => {
      const shown = shownErrorState(message, store);
      expect(shown, `the error state "${message}"`).not.toBeNull();
      return shown as HTMLElement;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLED_MS)));
    if (shownErrorState(message, store) === box) {
      expect(within(box).getByRole('button', { name: RETRY })).toBeEnabled();
      return box;
    }
    if (Date.now() > deadline) throw new Error(`the error state "${message}" never settled`);
  }
}

describe('boot sequence: GET user fails (States and transitions: on failure go to the root and stop the spinner)', () => {
  for (const fault of FAULTS) {
    it(`${fault.name}: the spinner shows, then the sign-in page, never a blank page`, async () => {
      await storeSession('admin');
      server.use(http.get('*/api/user', fault.answer));
      const app = await renderApp('/dashboard');

      expect(await screen.findByRole('status')).toHaveTextContent('Chargement ...');
      expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
      expect(app.router.state.location.pathname).toBe('/');
      expect(screen.queryByText('Chargement ...')).toBeNull();
      expect(screen.getByLabelText('Adresse e-mail')).toBeEnabled();
      expect(app.store.getState().auth.status).toBe('failed');
    });
  }
});

interface ListCase {
  name: string;
  path: string;
  endpoint: string;
  errorMessage: string;
  /** True once the list is shown after a retry. */
  loaded: () => boolean;
}

const LISTS: ListCase[] = [
  {
    name: 'students list',
    path: '/fullstudents',
    endpoint: '*/api/students',
    errorMessage: "La liste des élèves n'a pas pu être chargée.",
    loaded: () => document.querySelector('#page-title + p') !== null,
  },
  {
    name: 'notifications',
    path: '/notifications',
    endpoint: '*/api/notifications',
    errorMessage: "Les notifications n'ont pas pu être chargées.",
    // The unread count beside the title comes with the answer.
    loaded: () => document.querySelector('#page-title > span') !== null,
  },
  {
    name: 'chat contacts',
    path: '/messagerie',
    endpoint: '*/api/chat/contacts',
    errorMessage: "La messagerie n'a pas pu être chargée.",
    loaded: () => screen.queryByRole('region', { name: 'Messagerie' }) !== null,
  },
  {
    name: 'chat conversations',
    path: '/messagerie',
    endpoint: '*/api/chat/conversations',
    errorMessage: "La messagerie n'a pas pu être chargée.",
    loaded: () => screen.queryByRole('region', { name: 'Messagerie' }) !== null,
  },
];

for (const list of LISTS) {
  describe(`${list.name} (${list.path}): a failing GET ${list.endpoint.replace('*/api/', '')}`, () => {
    for (const fault of FAULTS) {
      it(`${fault.name}: the shell stays usable, the page shows an error with retry, and retry loads it`, async () => {
        server.use(http.get(list.endpoint, fault.answer));
        const app = await renderSignedIn('admin', list.path);

        const errorState = await findErrorState(list.errorMessage, app.store);
        // The shell around it still works: the user menu and the side menu are there.
        expect(await findUserMenuButton(DISPLAY_NAMES.admin)).toBeEnabled();
        expect(screen.getByRole('navigation', { name: 'Menu de navigation' })).toBeInTheDocument();
        expect(app.router.state.location.pathname).toBe(list.path);

        // The server is back: retry shows the list.
        server.resetHandlers();
        await app.user.click(within(errorState).getByRole('button', { name: RETRY }));
        await waitFor(() => {
          expect(screen.queryByText(list.errorMessage)).toBeNull();
          expect(list.loaded()).toBe(true);
        });
      });
    }
  });
}

describe('an answer that never comes: a loading state first, the error only after the limit', () => {
  it('students list: loading while waiting, then the error with retry', async () => {
    setAnswerTimeLimit(1_500);
    server.use(
      http.get('*/api/students', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const app = await renderSignedIn('admin', '/fullstudents');
    expect(await screen.findByText('Chargement de la liste…')).toBeInTheDocument();
    expect(screen.queryByText("La liste des élèves n'a pas pu être chargée.")).toBeNull();
    await findErrorState("La liste des élèves n'a pas pu être chargée.", app.store);
  });
});

describe('nothing typed is lost', () => {
  it('a key typed while the debounced search is reaching the URL is kept, and searched for', async () => {
    const app = await renderSignedIn('admin', '/fullstudents');
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un élève' });
    fireEvent.change(search, { target: { value: 'idr' } });
    // The debounce sends "idr" to the URL; before the router has settled, one more key arrives.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 320));
      fireEvent.change(search, { target: { value: 'idri' } });
    });
    expect(search).toHaveValue('idri');
    await waitFor(() => expect(app.router.state.location.search).toBe('?q=idri'));
    expect(search).toHaveValue('idri');
  });
});
