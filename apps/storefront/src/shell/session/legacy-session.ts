import { LEGACY_BROWSE_PATHS, LEGACY_LOGIN_EVENT, LEGACY_LOGOUT_EVENT } from '@store/contracts/identity';
import { IDLE_WARNING_MS, INACTIVITY_TIMEOUT_MS } from './session-timing.ts';

/**
 * The legacy session widget (requirements §4 Legacy session widget), for an identity provider that is not
 * the AM kind: its session script announces the customer with window events (LEGACY_LOGIN_EVENT
 * with detail { userId, token }, LEGACY_LOGOUT_EVENT). The product backend's browse calls depend on
 * a bearer token (requirements §6), so the widget makes them only once a login event has handed it one:
 * the session route says whether the token's customer has a live session, and the identityProfiles
 * route gives the names. Plain code without React, so the session provider can start it at once and
 * no event is missed while a chunk loads.
 */

export interface LegacyUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  registrationCountryIso: string;
}

export type LegacyState = { status: 'signed-in'; user: LegacyUser } | { status: 'signed-out' };

export interface LoginDetail {
  userId: string;
  token: string;
}

/** The login event's detail, or undefined when it is not { userId, token } with usable values. */
export function parseLoginDetail(detail: unknown): LoginDetail | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const { userId, token } = detail as Record<string, unknown>;
  if (typeof userId !== 'string' || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  if (typeof token !== 'string' || !/^[\x21-\x7e]{1,4096}$/.test(token)) return undefined;
  return { userId, token };
}

/**
 * Reads our own identityProfiles answer. Hand-checked: the route has already parsed commerce's
 * answer with the contract, and this code runs on every page of a legacy store.
 */
export function parseIdentityProfile(value: unknown): { givenName: string; familyName: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { givenName, familyName } = value as Record<string, unknown>;
  if (typeof givenName !== 'string' || typeof familyName !== 'string') return undefined;
  return { givenName, familyName };
}

export function identityProfilesAddress({ userId, token }: LoginDetail): string {
  return `${LEGACY_BROWSE_PATHS.identityProfiles}?${new URLSearchParams({ userId, token })}`;
}

function bearer(token: string, accept: string): RequestInit {
  return { headers: { Accept: accept, Authorization: `Bearer ${token}` }, cache: 'no-store' };
}

/** The customer of the login event, when the session route says their session is live and the names came. */
async function announcedUser(detail: LoginDetail, fetchImpl: typeof fetch): Promise<LegacyUser | undefined> {
  const session = await fetchImpl(LEGACY_BROWSE_PATHS.session, bearer(detail.token, 'text/plain'));
  if (!session.ok || (await session.text()).trim() !== 'true') return undefined;
  const answer = await fetchImpl(identityProfilesAddress(detail), bearer(detail.token, 'application/json'));
  const profile = answer.ok ? parseIdentityProfile(await answer.json()) : undefined;
  if (!profile) return undefined;
  return {
    id: detail.userId,
    firstName: profile.givenName,
    lastName: profile.familyName,
    email: '',
    registrationCountryIso: '',
  };
}

export type IdlePhase =
  { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'timed-out' };

/**
 * The widget's idle rule: the warning opens IDLE_WARNING_MS before the inactivity limit
 * (requirements §9: 1800 s, or the SSO session settings' limit, and 15 s), with whole seconds left for its
 * countdown. Activity counts from this page and from the stored last-activity time other tabs share;
 * a time ahead of now reads as now.
 */
export function idlePhase(
  now: number,
  lastActivity: number,
  storedLastActivity?: number,
  inactivityMs: number = INACTIVITY_TIMEOUT_MS,
): IdlePhase {
  const latest = Math.min(Math.max(lastActivity, storedLastActivity ?? lastActivity), now);
  const remaining = inactivityMs - (now - latest);
  if (remaining <= 0) return { phase: 'timed-out' };
  if (remaining <= IDLE_WARNING_MS) return { phase: 'warning', secondsLeft: Math.ceil(remaining / 1000) };
  return { phase: 'active' };
}

export interface LegacySessionOptions {
  onChange: (state: LegacyState) => void;
  /** Where the events arrive; the page's window. */
  target?: EventTarget;
  fetchImpl?: typeof fetch;
  /** requirements §9: processing ends as signed out when no event came within this (SESSION_FALLBACK_MS). */
  fallbackMs: number;
  /**
   * The stored profile-id (requirements §3): someone was signed in on this browser's previous page, so the
   * login event is awaited. Without one nobody was, and the page is signed out at once.
   */
  storedProfileId: string | undefined;
}

/**
 * Starts the widget: without a stored profile id signed out at once, else the login event is
 * awaited and processing ends as signed out when nothing came within the fallback; then follows
 * login and logout events for as long as the page lives. Returns the cleanup.
 */
export function startLegacySession({
  onChange,
  target = window,
  fetchImpl = fetch,
  fallbackMs,
  storedProfileId,
}: LegacySessionOptions): () => void {
  let active = true;
  let settled = false;
  // Each event starts a new round; an answer that arrives after a newer event is dropped.
  let round = 0;

  const settle = (state: LegacyState) => {
    if (!active) return;
    settled = true;
    clearTimeout(fallback);
    onChange(state);
  };
  const signedOut = () => settle({ status: 'signed-out' });

  const fallback = setTimeout(() => {
    if (!settled) signedOut();
  }, fallbackMs);

  const onLogin = (event: Event) => {
    const detail = parseLoginDetail(event instanceof CustomEvent ? event.detail : undefined);
    if (!detail) {
      console.warn('legacy session: a login event without { userId, token } was ignored');
      return;
    }
    const mine = ++round;
    void announcedUser(detail, fetchImpl)
      .catch(() => undefined)
      .then((user) => {
        if (mine !== round) return;
        settle(user ? { status: 'signed-in', user } : { status: 'signed-out' });
      });
  };
  const onLogout = () => {
    round++;
    signedOut();
  };

  target.addEventListener(LEGACY_LOGIN_EVENT, onLogin);
  target.addEventListener(LEGACY_LOGOUT_EVENT, onLogout);

  if (!storedProfileId) signedOut();

  return () => {
    active = false;
    clearTimeout(fallback);
    target.removeEventListener(LEGACY_LOGIN_EVENT, onLogin);
    target.removeEventListener(LEGACY_LOGOUT_EVENT, onLogout);
  };
}
