import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Spinner } from '../../components/Spinner';
import { selectAuth } from '../../session/auth.slice';
import { loadUser } from './auth.thunks';
import { paths } from '../../paths';

/**
 * Spec States and transitions "Loading and first load": while the user is missing or has no roles the user is fetched (once: a
 * user who really has no role is then shown the shell, where the guard refuses what they may not see) and the
 * spinner shows; on failure `loadUser` sends the browser to `/`.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { user, status } = useAppSelector(selectAuth);
  const needsUser = !user || user.roles.length === 0;

  useEffect(() => {
    if (needsUser && status === 'idle') void dispatch(loadUser());
  }, [dispatch, needsUser, status]);

  // The shell (and the page within it) is drawn in a transition that React cuts into short slices, not in the
  // store update that brought the user, which React draws in one go: a phone is never kept busy for the whole first
  // screen at once (budgets; components/DrawnNext does the same for the page).
  const ready = useDeferredValue(Boolean(user) && status === 'ready', false);
  if (status === 'failed') return <Navigate to={paths.signIn()} replace />;
  if (!user || !ready) return <Spinner />;
  return children;
}
