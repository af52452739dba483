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
  /** Infinity: no inactivity limit, commerce's session decides (sso-use-commerce-session). */
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

/** The flags that change a signed-in session's limits (docs/flags.md). */
export interface SessionFlagValues {
  ssoEnabled: boolean;
  ssoSessionSettings: SsoSessionSettings;
  ssoUseCommerceSession: boolean;
}

/**
 * requirements §9: with SSO on (the sso-enabled flag), the SSO session settings replace the token threshold
 * (30 000 ms) and the inactivity limit (1800 s), and with sso-use-commerce-session on too the
 * browser keeps no inactivity limit: commerce's session decides, through the session check whose
 * refusal signs the customer out. With SSO off, neither does anything (docs/flags.md).
 */
export function sessionLimits(flags: SessionFlagValues): SessionLimits {
  if (!flags.ssoEnabled) return DEFAULT_SESSION_LIMITS;
  const { expiry_threshold, inactivity_timeout } = flags.ssoSessionSettings;
  return {
    inactivityMs: flags.ssoUseCommerceSession ? Number.POSITIVE_INFINITY : inactivity_timeout * 1000,
    tokenThresholdMs: expiry_threshold * 1000,
  };
}
