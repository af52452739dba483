import { IDLE_WARNING_MS, INACTIVITY_TIMEOUT_MS } from './session-timing.ts';

/**
 * The decisions of requirements §4 "Active session monitoring", one tick at a time, free of timers and
 * storage so that they can be tested. Times are in ms since the epoch.
 */

/** requirements §3 storage keys, in localStorage: every tab of the store reads and writes the same ones. */
export const LAST_ACTIVITY_STORAGE_KEY = 'lastUserActivityTime';
export const TOKEN_EXPIRY_STORAGE_KEY = 'tokenExpiryTimeStamp';

/** The browser events that count as activity (requirements §4). */
export const ACTIVITY_EVENTS = [
  'keydown',
  'mousedown',
  'paste',
  'cut',
  'wheel',
  'beforeunload',
  'touchstart',
  'scroll',
  'focus',
] as const;

/** A stored time: whole milliseconds written by this code; anything else reads as absent. */
export function parseStoredTime(raw: string | null): number | undefined {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

export interface TickInput {
  now: number;
  /** This tab's latest activity (the page's start counts as one). */
  lastActivity: number;
  /** Whether activity happened in this tab since the previous tick. */
  activitySinceTick: boolean;
  /** lastUserActivityTime as stored, possibly by another tab. */
  storedLastActivity: number | undefined;
  /** tokenExpiryTimeStamp as stored. */
  storedTokenExpiry: number | undefined;
  tokens: { tokenExpiry?: number | undefined; refreshToken?: string | undefined } | undefined;
  /** A renewal is running, or failed a moment ago. */
  renewalBlocked: boolean;
  /** The inactivity limit: 1800 s, unless the SSO session settings apply (session-timing.ts). */
  inactivityMs?: number;
}

export type SessionPhase = 'active' | 'warning' | 'timed-out';

export interface TickDecision {
  /** A new lastUserActivityTime to store. */
  storeLastActivity?: number;
  /** A new tokenExpiryTimeStamp to store; null removes it (the token record has no expiry). */
  storeTokenExpiry?: number | null;
  renew: boolean;
  phase: SessionPhase;
  /** Whole seconds until the timeout, for the warning's countdown. */
  secondsLeft: number;
}

export function sessionTick(input: TickInput): TickDecision {
  const { now, lastActivity, storedLastActivity, tokens } = input;
  const decision: TickDecision = { renew: false, phase: 'active', secondsLeft: 0 };

  if (input.activitySinceTick && (storedLastActivity === undefined || lastActivity > storedLastActivity)) {
    decision.storeLastActivity = lastActivity;
  }
  const expiry = tokens?.tokenExpiry;
  if (tokens && expiry !== input.storedTokenExpiry) decision.storeTokenExpiry = expiry ?? null;

  // Both this tab and the shared record must be idle; a stored time ahead of now reads as now.
  const latest = Math.max(lastActivity, Math.min(storedLastActivity ?? lastActivity, now));
  const remaining = (input.inactivityMs ?? INACTIVITY_TIMEOUT_MS) - (now - latest);
  decision.secondsLeft = Math.max(0, Math.ceil(remaining / 1000));
  if (remaining <= 0) {
    decision.phase = 'timed-out';
    return decision;
  }
  if (remaining <= IDLE_WARNING_MS) decision.phase = 'warning';

  decision.renew =
    expiry !== undefined && expiry <= now && Boolean(tokens?.refreshToken) && !input.renewalBlocked;
  return decision;
}
