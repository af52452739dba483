/** requirements §9 data-fetching defaults, shared by every SWR call of the shell. */
export const FETCH_DEFAULTS = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  loadingTimeout: 3000,
} as const;

/** requirements §9: the session check runs at most this often. */
export const SESSION_CHECK_THROTTLE_MS = 300_000;
