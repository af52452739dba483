'use client';

import type { Locale } from '@store/locales';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, LAST_ACTIVITY_STORAGE_KEY, parseStoredTime } from './activity-monitor.ts';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';
import { idlePhase, type IdlePhase } from './legacy-session.ts';
import type { SignOutOptions } from './session-types.ts';
import { ACTIVITY_CHECK_INTERVAL_MS, sessionLimits, type SessionFlagValues } from './session-timing.ts';

/** requirements §4: the time of the latest activity is stored, shared by every tab of the store. */
function storedActivity(): number | undefined {
  try {
    return parseStoredTime(localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

function storeActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // Storage refused: this page's own activity still counts.
  }
}

/**
 * The legacy session widget's idle rule while someone is signed in (requirements §4, 9): activity on this
 * page or in another tab of the store keeps the session; 15 seconds before the inactivity limit
 * the warning opens, and at the limit the customer is signed out. While the warning is open only
 * its buttons count: it is modal.
 */
export default function LegacyIdleMonitor({
  locale,
  signOut,
  sessionFlags,
}: {
  locale: Locale;
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** The flags that set the inactivity limit: 1800 s, or the SSO session settings' when SSO is on. */
  sessionFlags: SessionFlagValues;
}) {
  const { inactivityMs } = sessionLimits(sessionFlags);
  const onTimeout = useCallback(() => void signOut({ timeout: true }), [signOut]);
  const [view, setView] = useState<IdlePhase>({ phase: 'active' });
  const lastActivity = useRef(0);
  const warning = useRef(false);

  useEffect(() => {
    // Being signed in on this page counts as the first activity.
    lastActivity.current = Date.now();
    storeActivity(lastActivity.current);
    let activitySinceTick = false;
    const onActivity = () => {
      if (warning.current) return;
      lastActivity.current = Date.now();
      activitySinceTick = true;
    };
    const listening = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, listening);
    const timer = setInterval(() => {
      const stored = storedActivity();
      if (activitySinceTick && (stored === undefined || lastActivity.current > stored)) {
        storeActivity(lastActivity.current);
      }
      activitySinceTick = false;
      const next = idlePhase(Date.now(), lastActivity.current, stored, inactivityMs);
      warning.current = next.phase === 'warning';
      setView((previous) =>
        previous.phase === next.phase &&
        (next.phase !== 'warning' ||
          (previous.phase === 'warning' && previous.secondsLeft === next.secondsLeft))
          ? previous
          : next,
      );
      if (next.phase === 'timed-out') {
        clearInterval(timer);
        onTimeout();
      }
    }, ACTIVITY_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, listening);
    };
  }, [onTimeout, inactivityMs]);

  const stay = useCallback(() => {
    warning.current = false;
    lastActivity.current = Date.now();
    storeActivity(lastActivity.current);
    setView({ phase: 'active' });
  }, []);

  return view.phase === 'warning' ? (
    <IdleWarningDialog
      locale={locale}
      secondsLeft={view.secondsLeft}
      onStay={stay}
      onSignOut={() => void signOut()}
    />
  ) : null;
}
