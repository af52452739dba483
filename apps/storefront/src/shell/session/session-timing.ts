import { TOKEN_THRESHOLD_MS } from '../../clients/identity/config.ts';

/** requirements §9 timing of active session monitoring, shared by the AM session and the legacy widget. */

/** Without activity in any tab for this long, the customer is signed out. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
/** How often a signed-in page looks at activity, the token's expiry and the inactivity limit. */
export const ACTIVITY_CHECK_INTERVAL_MS = 1000;
/** The idle warning opens this long before the inactivity timeout. */
export const IDLE_WARNING_MS = 15_000;
/** After a failed token renewal, the next attempt waits this long rather than retrying every tick. */
export const RENEWAL_RETRY_MS = 30_000;

/** The limits a signed-in session runs by: the inactivity limit and the token threshold (requirements §9). */
export interface SessionLimits {
  inactivityMs: number;
  tokenThresholdMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  inactivityMs: INACTIVITY_TIMEOUT_MS,
  tokenThresholdMs: TOKEN_THRESHOLD_MS,
};

/** The sso-session-settings flag's value, in seconds. */
export interface SsoSessionSettings {
  readonly expiry_threshold: number;
  readonly inactivity_timeout: number;
}

/**
 * requirements §9: with SSO on (the sso-enabled flag), the SSO session settings replace the token threshold
 * (30 000 ms) and the inactivity limit (1800 s); with it off, they do nothing (docs/flags.md).
 */
export function sessionLimits(ssoEnabled: boolean, sso: SsoSessionSettings): SessionLimits {
  if (!ssoEnabled) return DEFAULT_SESSION_LIMITS;
  return { inactivityMs: sso.inactivity_timeout * 1000, tokenThresholdMs: sso.expiry_threshold * 1000 };
}
