'use client';

import type { Locale } from '@store/locales';
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { SESSION_CHANGED_EVENT } from '../../clients/identity/config.ts';
import { savePendingReturn } from '../../clients/identity/pending-return.ts';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { cartCookieState, cartStep, forgetCustomerCart } from './customer-cart.ts';
import type { LogoutOutcome } from './logout-target.ts';
import { announceSessionNotice } from './session-notice.ts';
import type { SessionFlagValues } from './session-timing.ts';
import type { IdentityKind, SessionState, SessionUser, SignOutOptions } from './session-types.ts';
import { startLazily } from './start-lazily.ts';

/** Loaded only once someone is signed in: an anonymous page carries neither SWR nor the checks. */
const SignedInSession = lazy(() => import('./signed-in-session.tsx'));
/** The legacy widget's idle warning and timeout, likewise only once someone is signed in. */
const LegacyIdleMonitor = lazy(() => import('./legacy-idle-monitor.tsx'));

const loadSessionUser = () => import('../../clients/identity/session-user.ts');

/** requirements §9: with another kind of provider, processing ends after this fallback. */
export const SESSION_FALLBACK_MS = 4000;

const SessionContext = createContext<SessionState>({ status: 'processing' });
type SignOut = (options?: SignOutOptions) => Promise<void>;
const SignOutContext = createContext<SignOut>(async () => {});
/** Where the flags, read below the session (the flag context needs it), hand the session their values. */
const SessionFlagsContext = createContext<(flags: SessionFlagValues) => void>(() => {});

/** The session follows the live flags (session-flags.tsx). */
export function useSetSessionFlags(): (flags: SessionFlagValues) => void {
  return useContext(SessionFlagsContext);
}

/**
 * The session provider of requirements §4: processing, then signed-in or signed-out. With the AM kind the
 * stored tokens decide at once (no SDK unless a token must be renewed); the user comes from the
 * user info. A sign-in in this tab announces itself with SESSION_CHANGED_EVENT; a sign-out sets
 * the state itself (see follow).
 */
export function SessionProvider({
  locale,
  clientId,
  identityKind = 'am',
  initialFlags,
  children,
}: {
  locale: Locale;
  clientId: string;
  identityKind?: IdentityKind;
  /**
   * The values the page was rendered with of the flags that set a signed-in session's limits
   * (session-timing.ts). The limits are worked out by the session code, which loads only for someone
   * signed in, so pages nobody is signed in to carry none of it.
   */
  initialFlags: SessionFlagValues;
  children: ReactNode;
}) {
  const [state, setState] = useState<SessionState>({ status: 'processing' });
  const [sessionFlags, setSessionFlags] = useState<SessionFlagValues>(initialFlags);
  // The page's start decides with the rendered flags; a later change reaches the monitor.
  const startFlags = useRef(initialFlags);

  useEffect(() => {
    if (identityKind !== 'am') {
      // Only a legacy deployment loads the legacy widget; its 4 s fallback outlasts the import.
      return startLazily(
        () => Promise.all([import('./legacy-session.ts'), import('./profile-id.ts')]),
        ([{ startLegacySession }, { readProfileId }]) =>
          startLegacySession({
            onChange: setState,
            fallbackMs: SESSION_FALLBACK_MS,
            storedProfileId: readProfileId(),
          }),
      );
    }
    let current = true;
    const resolve = () => {
      // Nobody is signed in without stored tokens: the session code loads, after hydration, only when
      // there are some, and the page renders the same while the session is processing.
      const found = readStoredTokens(clientId)
        ? Promise.all([loadSessionUser(), import('./session-timing.ts')]).then(
            ([{ currentUser }, { sessionLimits }]) =>
              currentUser(
                {
                  clientId,
                  origin: window.location.origin,
                  tokenThresholdMs: sessionLimits(startFlags.current).tokenThresholdMs,
                },
                () =>
                  savePendingReturn({ locale, returnTo: window.location.pathname + window.location.search }),
              ),
          )
        : Promise.resolve(undefined);
      void found.then((user) => {
        if (!current) return;
        // Settling re-renders most of the page (the gate's content, the header, every flag reader) and
        // starts its requests: as a transition React renders it in slices that leave the main thread
        // free for the visitor between them, instead of in one long task.
        startTransition(() => setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }));
      });
    };
    resolve();
    window.addEventListener(SESSION_CHANGED_EVENT, resolve);
    return () => {
      current = false;
      window.removeEventListener(SESSION_CHANGED_EVENT, resolve);
    };
  }, [clientId, identityKind, locale]);

  /** requirements §4 Logout: a redirect, or the local session cleared and the user set to empty. */
  const follow = useCallback((outcome: LogoutOutcome) => {
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.to);
      return;
    }
    setState({ status: 'signed-out' });
    if (outcome.notice) announceSessionNotice(outcome.notice);
  }, []);

  // A timeout, a refused session check and the customer may all ask at once: one sign-out runs.
  const signingOut = useRef<Promise<void> | undefined>(undefined);
  const signOut = useCallback<SignOut>(
    (options = {}) => {
      // The logout code loads only when someone signs out.
      signingOut.current ??= import('./logout.ts')
        .then(({ logOut }) => logOut({ clientId, origin: window.location.origin }, locale, options))
        .then(follow)
        .finally(() => {
          signingOut.current = undefined;
        });
      return signingOut.current;
    },
    [clientId, locale, follow],
  );

  // requirements §3 profile-id: the signed-in customer's, kept while they are and removed once nobody is.
  const profileId = state.user?.id;
  const settled = state.status !== 'processing';
  useEffect(() => {
    if (!settled) return;
    // Its code loads once the session has settled, off every page's first load.
    void import('./profile-id.ts').then(({ forgetProfileId, rememberProfileId }) => {
      if (profileId) rememberProfileId(profileId);
      else forgetProfileId();
    });
  }, [profileId, settled]);

  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    return startLazily(
      () => Promise.all([import('./cross-tab-logout.ts'), import('./logout.ts')]),
      ([{ onLogoutElsewhere }, { loggedOutElsewhere }]) =>
        onLogoutElsewhere(() => follow(loggedOutElsewhere(locale))),
    );
  }, [signedIn, locale, follow]);

  // However the session ended (here, in another tab, or while the browser was closed), the browser
  // forgets the customer's cart, so the next person at it starts with an empty one (ADR 12, 16).
  const signedOut = state.status === 'signed-out';
  useEffect(() => {
    if (signedOut && cartStep(undefined, cartCookieState(locale)) === 'forget')
      void forgetCustomerCart(locale);
  }, [signedOut, locale]);

  const onUserChange = useCallback((user: SessionUser, accessToken: string) => {
    void loadSessionUser().then(({ cacheUser }) => cacheUser(accessToken, user));
    setState((previous) =>
      previous.status === 'signed-in' && previous.user.id === user.id
        ? { status: 'signed-in', user }
        : previous,
    );
  }, []);

  return (
    <SignOutContext.Provider value={signOut}>
      <SessionFlagsContext.Provider value={setSessionFlags}>
        <SessionContext.Provider value={state}>
          {children}
          {state.status === 'signed-in' && identityKind !== 'am' ? (
            <Suspense fallback={null}>
              <LegacyIdleMonitor locale={locale} signOut={signOut} sessionFlags={sessionFlags} />
            </Suspense>
          ) : null}
          {state.status === 'signed-in' && identityKind === 'am' ? (
            <Suspense fallback={null}>
              <SignedInSession
                locale={locale}
                clientId={clientId}
                user={state.user}
                onUserChange={onUserChange}
                signOut={signOut}
                sessionFlags={sessionFlags}
              />
            </Suspense>
          ) : null}
        </SessionContext.Provider>
      </SessionFlagsContext.Provider>
    </SignOutContext.Provider>
  );
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/**
 * Ends the session of the signed-in customer; the state turns signed-out, or the page leaves for
 * the target of requirements §4 Logout (see logout-target.ts), when it is done.
 */
export function useSignOut(): SignOut {
  return useContext(SignOutContext);
}
