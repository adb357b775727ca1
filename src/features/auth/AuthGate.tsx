import { useEffect, type ReactNode } from 'react';
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

  if (status === 'failed') return <Navigate to={paths.signIn()} replace />;
  if (!user || status !== 'ready') return <Spinner />;
  return children;
}
