import { LEGACY_LOGIN_EVENT, LEGACY_LOGOUT_EVENT } from '@store/contracts/identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  idlePhase,
  identityProfilesAddress,
  parseIdentityProfile,
  parseLoginDetail,
  startLegacySession,
  type LegacyState,
} from './legacy-session.ts';
import { IDLE_WARNING_MS, INACTIVITY_TIMEOUT_MS } from './session-timing.ts';

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000003';
const FALLBACK = 4000;

describe('the login event detail', () => {
  it('takes { userId, token } and nothing less', () => {
    expect(parseLoginDetail({ userId, token: 'abc.def' })).toEqual({ userId, token: 'abc.def' });
    expect(parseLoginDetail({ userId })).toBeUndefined();
    expect(parseLoginDetail({ userId: 'someone', token: 'abc' })).toBeUndefined();
    expect(parseLoginDetail({ userId, token: 'has space' })).toBeUndefined();
    expect(parseLoginDetail('login')).toBeUndefined();
    expect(parseLoginDetail(null)).toBeUndefined();
  });

  it('asks identityProfiles with both in the address', () => {
    const url = new URL(identityProfilesAddress({ userId, token: 'a+b/c=' }), 'http://store.test');
    expect(url.pathname).toBe('/api/assessments/browse/identityProfiles');
    expect(Object.fromEntries(url.searchParams)).toEqual({ userId, token: 'a+b/c=' });
  });

  it('reads the profile names or nothing', () => {
    expect(parseIdentityProfile({ givenName: 'Oliver', familyName: 'Hughes' })).toEqual({
      givenName: 'Oliver',
      familyName: 'Hughes',
    });
    expect(parseIdentityProfile({ givenName: 'Oliver' })).toBeUndefined();
    expect(parseIdentityProfile([])).toBeUndefined();
  });
});

describe('the idle rule', () => {
  const start = 1_700_000_000_000;
  it('warns 15 seconds before the inactivity timeout, counting down, then times out', () => {
    expect(idlePhase(start + INACTIVITY_TIMEOUT_MS - IDLE_WARNING_MS - 1, start)).toEqual({
      phase: 'active',
    });
    expect(idlePhase(start + INACTIVITY_TIMEOUT_MS - IDLE_WARNING_MS, start)).toEqual({
      phase: 'warning',
      secondsLeft: 15,
    });
    expect(idlePhase(start + INACTIVITY_TIMEOUT_MS - 1500, start)).toEqual({
      phase: 'warning',
      secondsLeft: 2,
    });
    expect(idlePhase(start + INACTIVITY_TIMEOUT_MS, start)).toEqual({ phase: 'timed-out' });
  });

  it('reads activity stamped in the future as now', () => {
    expect(idlePhase(start, start + INACTIVITY_TIMEOUT_MS)).toEqual({ phase: 'active' });
    expect(idlePhase(start + INACTIVITY_TIMEOUT_MS, start, start + 2 * INACTIVITY_TIMEOUT_MS)).toEqual({
      phase: 'active',
    });
  });

  it('times out at a shorter limit when one is given (the SSO session settings)', () => {
    expect(idlePhase(start + 600_000 - IDLE_WARNING_MS, start, undefined, 600_000)).toEqual({
      phase: 'warning',
      secondsLeft: 15,
    });
    expect(idlePhase(start + 600_000, start, undefined, 600_000)).toEqual({ phase: 'timed-out' });
  });

  it('counts activity another tab stored, and not an older stored time', () => {
    const late = start + INACTIVITY_TIMEOUT_MS;
    expect(idlePhase(late, start, start + 60_000)).toEqual({ phase: 'active' });
    expect(idlePhase(late, start, start - 60_000)).toEqual({ phase: 'timed-out' });
  });
});

describe('the widget', () => {
  let target: EventTarget;
  let states: LegacyState[];
  let stop: () => void;
  const profileAnswers = new Map<string, Response>();

  /** The browse routes as the storefront answers them: nothing without a bearer token (requirements §6). */
  const fetchWith = (session: string | Error) =>
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://store.test');
      const token = /^Bearer (.+)$/.exec(new Headers(init?.headers).get('authorization') ?? '')?.[1];
      if (!token) return new Response('{}', { status: 401 });
      if (url.pathname.endsWith('/session')) {
        if (session instanceof Error) throw session;
        return new Response(session, { headers: { 'content-type': 'text/plain' } });
      }
      if (url.searchParams.get('token') !== token) return new Response('{}', { status: 400 });
      return profileAnswers.get(token) ?? new Response('{}', { status: 401 });
    }) as unknown as typeof fetch & { mock: { calls: [string, RequestInit][] } };

  const start = (session: string | Error, storedProfileId: string | null = userId) => {
    const fetchImpl = fetchWith(session);
    stop = startLegacySession({
      onChange: (s) => states.push(s),
      target,
      fetchImpl,
      fallbackMs: FALLBACK,
      storedProfileId: storedProfileId ?? undefined,
    });
    return fetchImpl;
  };
  const login = (detail: unknown) => target.dispatchEvent(new CustomEvent(LEGACY_LOGIN_EVENT, { detail }));
  const signedIn = {
    status: 'signed-in',
    user: { id: userId, firstName: 'Oliver', lastName: 'Hughes', email: '', registrationCountryIso: '' },
  };

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    states = [];
    profileAnswers.clear();
    profileAnswers.set('good-token', Response.json({ givenName: 'Oliver', familyName: 'Hughes' }));
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('signs out at once, asking nothing, when no profile id is stored', async () => {
    const fetchImpl = start('true', null);
    expect(states).toEqual([{ status: 'signed-out' }]);
    await vi.advanceTimersByTimeAsync(FALLBACK);
    expect(states).toHaveLength(1);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('with a stored profile id, waits for the login event, asks nothing before it, then signs in', async () => {
    const fetchImpl = start('true');
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
    login({ userId, token: 'good-token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([signedIn]);
    // Both browse calls carry the login event's token as the bearer.
    const [[sessionUrl, sessionInit], [profileUrl, profileInit]] = fetchImpl.mock.calls as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(sessionUrl).toBe('/api/assessments/browse/session');
    expect(new Headers(sessionInit.headers).get('authorization')).toBe('Bearer good-token');
    expect(profileUrl).toContain(`userId=${userId}`);
    expect(new Headers(profileInit.headers).get('authorization')).toBe('Bearer good-token');
    // The fallback no longer applies once the session has started.
    await vi.advanceTimersByTimeAsync(FALLBACK);
    expect(states).toHaveLength(1);
  });

  it("signs out when the token's customer has no live session, without asking for the names", async () => {
    const fetchImpl = start('false');
    login({ userId, token: 'good-token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([{ status: 'signed-out' }]);
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('counts a failed session check as no session', async () => {
    start(new Error('offline'));
    login({ userId, token: 'good-token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([{ status: 'signed-out' }]);
  });

  it('ends processing as signed out when the stored session never announces itself', async () => {
    start('true');
    await vi.advanceTimersByTimeAsync(FALLBACK - 1);
    expect(states).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(states).toEqual([{ status: 'signed-out' }]);
    // A login announced later still signs the customer in.
    login({ userId, token: 'good-token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.status).toBe('signed-in');
  });

  it('clears the user on the logout event', async () => {
    start('true');
    login({ userId, token: 'good-token' });
    await vi.advanceTimersByTimeAsync(0);
    target.dispatchEvent(new Event(LEGACY_LOGOUT_EVENT));
    expect(states.map((s) => s.status)).toEqual(['signed-in', 'signed-out']);
  });

  it('ignores a profile that arrives after a logout, and signs out when the token is refused', async () => {
    start('true');
    login({ userId, token: 'good-token' });
    target.dispatchEvent(new Event(LEGACY_LOGOUT_EVENT));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.map((s) => s.status)).toEqual(['signed-out']);
    login({ userId, token: 'refused-token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states.map((s) => s.status)).toEqual(['signed-out', 'signed-out']);
  });

  it('ignores a login event without { userId, token }', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start('true');
    login({ user: 'someone' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('stops listening once cleaned up', async () => {
    start('true');
    stop();
    login({ userId, token: 'good-token' });
    await vi.advanceTimersByTimeAsync(FALLBACK);
    expect(states).toEqual([]);
  });
});
