/** requirements §9 timing of active session monitoring, shared by the AM session and the legacy widget. */

/** Without activity in any tab for this long, the customer is signed out. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
/** How often a signed-in page looks at activity, the token's expiry and the inactivity limit. */
export const ACTIVITY_CHECK_INTERVAL_MS = 1000;
/** The idle warning opens this long before the inactivity timeout. */
export const IDLE_WARNING_MS = 15_000;
/** After a failed token renewal, the next attempt waits this long rather than retrying every tick. */
export const RENEWAL_RETRY_MS = 30_000;
