'use client';

import { useEffect } from 'react';
import { useFlag } from '../flags/flags-provider.tsx';
import { useSetSessionLimits } from './session-provider.tsx';
import { sessionLimits } from './session-timing.ts';

/**
 * Hands the session the limits of the live flags (requirements §9 sso-enabled and sso-session-settings):
 * the flags are read below the session provider, whose user their evaluation context needs.
 */
export function SessionFlags() {
  const ssoEnabled = useFlag('sso-enabled');
  const ssoSettings = useFlag('sso-session-settings');
  const setLimits = useSetSessionLimits();
  useEffect(() => {
    setLimits(sessionLimits(ssoEnabled, ssoSettings));
  }, [ssoEnabled, ssoSettings, setLimits]);
  return null;
}
