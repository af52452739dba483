'use client';

import type { Locale } from '@store/locales';
import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { announceCartReplaced } from '../header/cart-count.ts';
import { cartCookieState, cartStep } from './customer-cart.ts';
import { checkCurrentCustomer, profileAnswerFetcher, restoreCustomerCart } from './customer-requests.ts';
import { FETCH_DEFAULTS } from './fetch-config.ts';
import { pageIsLeaving } from './page-leaving.ts';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';
import { parseProfileNames, userWithProfileNames } from './profile-names.ts';
import { profileKey } from './profile-refresh.ts';
import { RegistrationLocaleSwitch } from './registration-locale-switch.tsx';
import { announceSessionNotice } from './session-notice.ts';
import { SESSION_CHECK_STORAGE_KEY, sessionCheckDue, sessionCheckRecord } from './session-check.ts';
import { sessionLimits, type SessionFlagValues } from './session-timing.ts';
import type { SessionUser, SignOutOptions } from './session-types.ts';
import { useSessionMonitor } from './use-session-monitor.ts';

/** requirements §7 GET user profile: cached by user id, never revalidated on focus or mount once cached. */
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
 * stored ones when they differ (requirements §3), the throttled session check whose 401 signs out (requirements §4/7),
 * the customer's cart, and the activity monitor with its idle warning (requirements §4, 9).
 */
export default function SignedInSession({
  locale,
  clientId,
  user,
  onUserChange,
  signOut,
  sessionFlags,
}: {
  locale: Locale;
  clientId: string;
  user: SessionUser;
  onUserChange: (user: SessionUser, accessToken: string) => void;
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** The flags that set the inactivity limit and token threshold (requirements §9, session-timing.ts). */
  sessionFlags: SessionFlagValues;
}) {
  const { data: answer } = useSWR(profileKey(user.id), profileAnswerFetcher(locale, clientId), PROFILE_FETCH);

  useEffect(() => {
    const names = parseProfileNames(answer);
    if (!names) return;
    const changed = userWithProfileNames(user, names);
    const tokens = readStoredTokens(clientId);
    if (changed && tokens) onUserChange(changed, tokens.accessToken);
  }, [answer, user, clientId, onUserChange]);

  useEffect(() => {
    let current = true;
    const check = () => {
      const tokens = readStoredTokens(clientId);
      if (!tokens || !claimSessionCheck(user.id)) return;
      void checkCurrentCustomer(locale, tokens.accessToken).then((result) => {
        if (current && result === 'refused') void signOut({ refused: true });
      });
    };
    check();
    const timer = setInterval(check, CHECK_TICK_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [clientId, locale, signOut, user.id]);

  // The store's cart becomes the customer's (ADR 12), once per customer and store, not per page,
  // and the server is handed each new token that reaches it (ADR 16).
  const keepCartInStep = useCallback(() => {
    const tokens = readStoredTokens(clientId);
    if (!tokens || pageIsLeaving()) return;
    const signed = { userId: user.id, accessToken: tokens.accessToken };
    if (cartStep(signed, cartCookieState(locale)) !== 'restore') return;
    void restoreCustomerCart(locale, user.id, tokens).then((answer) => {
      if (!answer) return;
      announceCartReplaced();
      if (answer.adjusted) announceSessionNotice('cartAdjusted');
    });
  }, [clientId, locale, user.id]);

  useEffect(keepCartInStep, [keepCartInStep]);

  const onRenewed = useCallback(
    (tokens: { accessToken: string }) => {
      onUserChange(user, tokens.accessToken);
      keepCartInStep();
    },
    [onUserChange, user, keepCartInStep],
  );
  const onTimeout = useCallback(() => void signOut({ timeout: true }), [signOut]);
  const limits = useMemo(() => sessionLimits(sessionFlags), [sessionFlags]);
  const monitor = useSessionMonitor(clientId, onRenewed, onTimeout, limits);

  return (
    <>
      <RegistrationLocaleSwitch locale={locale} countryIso={user.registrationCountryIso} />
      {monitor.phase === 'warning' ? (
        <IdleWarningDialog
          locale={locale}
          secondsLeft={monitor.secondsLeft}
          onStay={monitor.stay}
          onSignOut={() => void signOut()}
        />
      ) : null}
    </>
  );
}
