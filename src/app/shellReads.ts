import { loadClients } from '../api/baseQuery';
import { startEarlyAnswer } from '../api/earlyAnswers';
import { ruleOf } from '../features/auth/useCanOpen';
import { ROUTES } from '../modules';
import { paths } from '../paths';
import { canAccess, grantsOf } from '../session/access';
import type { AuthState } from '../session/auth.slice';

/**
 * What the shell reads for itself once the first screen is shown (docs/architecture.md "Decisions taken so far"):
 * the notifications' badge of the selected branch and year, the messages' badge (for a user the registry lets open
 * the messaging, as the header and the bottom bar show it), and the header's avatar. Asked for through `fetch` with
 * the clients' headers, as the boot's early answers are (api/earlyAnswers.ts), just before the shell asks for them:
 * the shell's own requests then take these answers, and a first screen that only reads does not load the axios
 * clients. Anything but a 2xx answer is dropped and asked again through the client, whose error catalogue reads it.
 */
export function startShellReads(auth: AuthState): void {
  if (!auth.user) return;
  const branch = auth.branch?.schoolbranchid;
  const year = auth.year?.schoolyearid;
  if (branch !== undefined && year !== undefined) startEarlyAnswer('notifications', { branch, year });
  const messaging = ruleOf(ROUTES, paths.messaging());
  if (messaging && canAccess(grantsOf(auth.roles), messaging.access)) {
    startEarlyAnswer('chat/conversations');
  }
  startEarlyAnswer('userprofilepicture');
}

/**
 * The clients (api/baseQuery.ts `loadClients`) are loaded at the user's first touch or key, so that the first save or
 * the first page that is not read through `fetch` does not wait for them.
 */
export function loadClientsOnFirstInput(): void {
  const load = () => {
    for (const type of INPUTS) window.removeEventListener(type, load, true);
    void loadClients().catch(() => undefined);
  };
  for (const type of INPUTS) window.addEventListener(type, load, { capture: true, passive: true });
}

const INPUTS = ['pointerdown', 'keydown'] as const;
