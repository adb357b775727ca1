import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { OfflineBanner } from '../../components/OfflineBanner';
import { Spinner } from '../../components/Spinner';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import { selectAuth } from '../../session/auth.slice';
import { loadUser, signIn } from './auth.thunks';
import { SignInForm } from './SignInForm';
import { paths } from '../../paths';
import { useFirstPageDrawn } from '../../lib/useAfterFirstScreen';

/**
 * Sign-in at `/` inside the app (Entry): reached after a session ended or a failed user load, or at
 * start-up with a stored token (the first load without one is the light page of src/boot.tsx). With a stored
 * token the user is loaded first; after a successful user load the app goes to /dashboard.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, status } = useAppSelector(selectAuth);
  const [submitting, setSubmitting] = useState(false);
  useFirstPageDrawn();

  useEffect(() => {
    if (status === 'idle' && readItem(STORAGE_KEYS.token)) void dispatch(loadUser());
  }, [dispatch, status]);

  useEffect(() => {
    if (status === 'ready' && user) navigate(paths.dashboard(), { replace: true });
  }, [navigate, status, user]);

  const onSignIn = useCallback(
    async (email: string, password: string) => {
      setSubmitting(true);
      try {
        return await dispatch(signIn(email, password));
      } finally {
        setSubmitting(false);
      }
    },
    [dispatch],
  );

  if (status === 'loading' && !submitting) return <Spinner />;
  return (
    <>
      <OfflineBanner />
      <SignInForm onSignIn={onSignIn} />
    </>
  );
}
