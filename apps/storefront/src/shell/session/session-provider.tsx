'use client';

import type { Locale } from '@store/locales';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { SESSION_CHANGED_EVENT } from '../../clients/identity/config.ts';
import { savePendingReturn } from '../../clients/identity/pending-return.ts';
import { cacheUser, currentUser, endSession } from '../../clients/identity/session-user.ts';

/** Loaded only once someone is signed in: an anonymous page carries neither SWR nor the checks. */
const SignedInSession = lazy(() => import('./signed-in-session.tsx'));

/** SPEC 3 User (signed in); only what the shell reads for now. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type SessionState =
  | { status: 'processing'; user?: undefined }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; user?: undefined };

/** The identity provider's kind: the AM protocol, or another whose session script reports the user. */
export type IdentityKind = 'am' | 'other';

/** SPEC 9: with another kind of provider, processing ends after this fallback. */
export const SESSION_FALLBACK_MS = 4000;

const SessionContext = createContext<SessionState>({ status: 'processing' });
const SignOutContext = createContext<() => Promise<void>>(async () => {});

/**
 * The session provider of SPEC 4: processing, then signed-in or signed-out. With the AM kind the
 * stored tokens decide at once (no SDK unless a token must be renewed); the user comes from the
 * user info. A sign-in or sign-out in this tab announces itself with SESSION_CHANGED_EVENT.
 */
export function SessionProvider({
  locale,
  clientId,
  identityKind = 'am',
  children,
}: {
  locale: Locale;
  clientId: string;
  identityKind?: IdentityKind;
  children: ReactNode;
}) {
  const [state, setState] = useState<SessionState>({ status: 'processing' });

  useEffect(() => {
    if (identityKind !== 'am') {
      const timer = setTimeout(() => setState({ status: 'signed-out' }), SESSION_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    let current = true;
    const settings = { clientId, origin: window.location.origin };
    const resolve = () => {
      void currentUser(settings, () =>
        savePendingReturn({ locale, returnTo: window.location.pathname + window.location.search }),
      ).then((user) => {
        if (!current) return;
        setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
      });
    };
    resolve();
    window.addEventListener(SESSION_CHANGED_EVENT, resolve);
    return () => {
      current = false;
      window.removeEventListener(SESSION_CHANGED_EVENT, resolve);
    };
  }, [clientId, identityKind, locale]);

  const signOut = useCallback(() => endSession({ clientId, origin: window.location.origin }), [clientId]);

  const onUserChange = useCallback((user: SessionUser, accessToken: string) => {
    cacheUser(accessToken, user);
    setState((previous) =>
      previous.status === 'signed-in' && previous.user.id === user.id
        ? { status: 'signed-in', user }
        : previous,
    );
  }, []);

  return (
    <SignOutContext.Provider value={signOut}>
      <SessionContext.Provider value={state}>
        {children}
        {state.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <SignedInSession
              locale={locale}
              clientId={clientId}
              user={state.user}
              onUserChange={onUserChange}
              signOut={signOut}
            />
          </Suspense>
        ) : null}
      </SessionContext.Provider>
    </SignOutContext.Provider>
  );
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** Ends the session of the signed-in customer; the state turns signed-out when it is done. */
export function useSignOut(): () => Promise<void> {
  return useContext(SignOutContext);
}
