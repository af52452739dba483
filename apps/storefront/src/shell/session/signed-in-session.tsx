'use client';

import type { Locale } from '@store/locales';
import { useEffect } from 'react';
import useSWR from 'swr';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { checkCurrentCustomer, fetchProfileNames } from './customer-requests.ts';
import { FETCH_DEFAULTS } from './fetch-config.ts';
import { userWithProfileNames } from './profile-names.ts';
import { SESSION_CHECK_STORAGE_KEY, sessionCheckDue, sessionCheckRecord } from './session-check.ts';
import type { SessionUser } from './session-provider.tsx';

/** SPEC 7 GET user profile: cached by user id, never revalidated on focus or mount once cached. */
const PROFILE_FETCH = { ...FETCH_DEFAULTS, revalidateOnFocus: false, revalidateIfStale: false } as const;

/** How often a signed-in page asks whether the session check has come due. */
const CHECK_TICK_MS = 60_000;

function claimSessionCheck(userId: string): boolean {
  try {
    const now = Date.now();
    if (!sessionCheckDue(sessionStorage.getItem(SESSION_CHECK_STORAGE_KEY), userId, now)) return false;
    sessionStorage.setItem(SESSION_CHECK_STORAGE_KEY, sessionCheckRecord(userId, now));
    return true;
  } catch {
    // Without session storage the throttle holds for this page only.
    return true;
  }
}

/**
 * What runs only while signed in (its own chunk, with SWR): the profile, whose names replace the
 * stored ones when they differ (SPEC 3), and the throttled session check whose 401 signs out (SPEC 4/7).
 */
export default function SignedInSession({
  locale,
  clientId,
  user,
  onUserChange,
  signOut,
}: {
  locale: Locale;
  clientId: string;
  user: SessionUser;
  onUserChange: (user: SessionUser, accessToken: string) => void;
  signOut: () => Promise<void>;
}) {
  const { data: names } = useSWR(
    ['customer-profile', user.id],
    ([, userId]) => {
      const tokens = readStoredTokens(clientId);
      if (!tokens) throw new Error('no stored token to ask for the profile with');
      return fetchProfileNames(locale, userId, tokens.accessToken);
    },
    PROFILE_FETCH,
  );

  useEffect(() => {
    if (!names) return;
    const changed = userWithProfileNames(user, names);
    const tokens = readStoredTokens(clientId);
    if (changed && tokens) onUserChange(changed, tokens.accessToken);
  }, [names, user, clientId, onUserChange]);

  useEffect(() => {
    let current = true;
    const check = () => {
      const tokens = readStoredTokens(clientId);
      if (!tokens || !claimSessionCheck(user.id)) return;
      void checkCurrentCustomer(locale, tokens.accessToken).then((result) => {
        if (current && result === 'refused') void signOut();
      });
    };
    check();
    const timer = setInterval(check, CHECK_TICK_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [clientId, locale, signOut, user.id]);

  return null;
}
