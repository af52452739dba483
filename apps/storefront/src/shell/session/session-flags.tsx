'use client';

import { useEffect } from 'react';
import { useFlag } from '../flags/flags-provider.tsx';
import { useSetSessionLimits } from './session-provider.tsx';
import { sessionLimits } from './session-timing.ts';

/**
 * Hands the session the limits of the live flags (requirements §9 sso-enabled, sso-session-settings and
 * sso-use-commerce-session): the flags are read below the session provider, whose user their
 * evaluation context needs.
 */
export function SessionFlags() {
  const ssoEnabled = useFlag('sso-enabled');
  const ssoSessionSettings = useFlag('sso-session-settings');
  const ssoUseCommerceSession = useFlag('sso-use-commerce-session');
  const setLimits = useSetSessionLimits();
  useEffect(() => {
    setLimits(sessionLimits({ ssoEnabled, ssoSessionSettings, ssoUseCommerceSession }));
  }, [ssoEnabled, ssoSessionSettings, ssoUseCommerceSession, setLimits]);
  return null;
}
