'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { renewTokens } from '../../clients/identity/session-user.ts';
import { readStoredTokens, type StoredTokens } from '../../clients/identity/stored-tokens.ts';
import {
  ACTIVITY_EVENTS,
  LAST_ACTIVITY_STORAGE_KEY,
  parseStoredTime,
  sessionTick,
  TOKEN_EXPIRY_STORAGE_KEY,
  type SessionPhase,
} from './activity-monitor.ts';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  DEFAULT_SESSION_LIMITS,
  RENEWAL_RETRY_MS,
  type SessionLimits,
} from './session-timing.ts';

function readTime(key: string): number | undefined {
  try {
    return parseStoredTime(localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

function writeTime(key: string, value: number | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // Storage refused: this tab's own activity still counts.
  }
}

export interface SessionMonitor {
  phase: SessionPhase;
  secondsLeft: number;
  /** The customer chose to stay: counts as activity. */
  stay: () => void;
}

/**
 * requirements §4 Active session monitoring for a signed-in page: activity events, a check every second,
 * lastUserActivityTime shared by the tabs, tokenExpiryTimeStamp kept in step with the token, a
 * renewal once the token has expired, and onTimeout after the inactivity limit (30 minutes, or the
 * SSO session settings' limit) without activity anywhere.
 * While the idle warning is open, only its buttons count: it is modal.
 */
export function useSessionMonitor(
  clientId: string,
  onRenewed: (tokens: StoredTokens) => void,
  onTimeout: () => void,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): SessionMonitor {
  const { inactivityMs, tokenThresholdMs } = limits;
  const [view, setView] = useState<{ phase: SessionPhase; secondsLeft: number }>({
    phase: 'active',
    secondsLeft: 0,
  });
  const lastActivity = useRef(0);
  const activitySinceTick = useRef(true);
  const warning = useRef(false);

  useEffect(() => {
    // The page's start counts as activity.
    if (lastActivity.current === 0) lastActivity.current = Date.now();
    const onActivity = () => {
      if (warning.current) return;
      lastActivity.current = Date.now();
      activitySinceTick.current = true;
    };
    const listening = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, listening);

    let renewing = false;
    let renewBlockedUntil = 0;
    const tick = () => {
      const now = Date.now();
      const decision = sessionTick({
        now,
        lastActivity: lastActivity.current,
        activitySinceTick: activitySinceTick.current,
        storedLastActivity: readTime(LAST_ACTIVITY_STORAGE_KEY),
        storedTokenExpiry: readTime(TOKEN_EXPIRY_STORAGE_KEY),
        tokens: readStoredTokens(clientId),
        renewalBlocked: renewing || now < renewBlockedUntil,
        inactivityMs,
      });
      activitySinceTick.current = false;
      if (decision.storeLastActivity !== undefined)
        writeTime(LAST_ACTIVITY_STORAGE_KEY, decision.storeLastActivity);
      if (decision.storeTokenExpiry !== undefined)
        writeTime(TOKEN_EXPIRY_STORAGE_KEY, decision.storeTokenExpiry);
      if (decision.renew) {
        renewing = true;
        void renewTokens({ clientId, origin: window.location.origin, tokenThresholdMs }).then((tokens) => {
          renewing = false;
          if (tokens) onRenewed(tokens);
          else renewBlockedUntil = Date.now() + RENEWAL_RETRY_MS;
        });
      }
      warning.current = decision.phase === 'warning';
      // An active page renders nothing new each second; only the warning counts down.
      const secondsLeft = decision.phase === 'warning' ? decision.secondsLeft : 0;
      setView((previous) =>
        previous.phase === decision.phase && previous.secondsLeft === secondsLeft
          ? previous
          : { phase: decision.phase, secondsLeft },
      );
      if (decision.phase === 'timed-out') {
        clearInterval(timer);
        onTimeout();
      }
    };
    const timer = setInterval(tick, ACTIVITY_CHECK_INTERVAL_MS);
    tick();
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, listening);
    };
  }, [clientId, onRenewed, onTimeout, inactivityMs, tokenThresholdMs]);

  const stay = useCallback(() => {
    warning.current = false;
    lastActivity.current = Date.now();
    activitySinceTick.current = true;
    setView({ phase: 'active', secondsLeft: 0 });
  }, []);

  return { ...view, stay };
}
