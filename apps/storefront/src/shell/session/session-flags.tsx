'use client';

import { useEffect, useRef } from 'react';
import { useFlag } from '../flags/flags-provider.tsx';
import { useSetSessionFlags } from './session-provider.tsx';
import type { SessionFlagValues } from './session-timing.ts';

function sameFlags(a: SessionFlagValues, b: SessionFlagValues): boolean {
  return (
    a.ssoEnabled === b.ssoEnabled &&
    a.ssoUseCommerceSession === b.ssoUseCommerceSession &&
    a.ssoSessionSettings.expiry_threshold === b.ssoSessionSettings.expiry_threshold &&
    a.ssoSessionSettings.inactivity_timeout === b.ssoSessionSettings.inactivity_timeout
  );
}

/**
 * Hands the session the live values of the flags that set its limits (requirements §9 sso-enabled,
 * sso-session-settings and sso-use-commerce-session): the flags are read below the session provider,
 * whose user their evaluation context needs. Loaded only for someone signed in (providers.tsx); a
 * new flag answer with the same values leaves the session as it is.
 */
export default function SessionFlags() {
  const ssoEnabled = useFlag('sso-enabled');
  const ssoSessionSettings = useFlag('sso-session-settings');
  const ssoUseCommerceSession = useFlag('sso-use-commerce-session');
  const setSessionFlags = useSetSessionFlags();
  const handed = useRef<SessionFlagValues | undefined>(undefined);
  useEffect(() => {
    const next = { ssoEnabled, ssoSessionSettings, ssoUseCommerceSession };
    if (handed.current && sameFlags(handed.current, next)) return;
    handed.current = next;
    setSessionFlags(next);
  }, [ssoEnabled, ssoSessionSettings, ssoUseCommerceSession, setSessionFlags]);
  return null;
}
