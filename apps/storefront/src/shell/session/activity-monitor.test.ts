import { describe, expect, it } from 'vitest';
import { parseStoredTime, sessionTick, type TickInput } from './activity-monitor.ts';
import { INACTIVITY_TIMEOUT_MS, sessionLimits } from './session-timing.ts';

const start = 1_800_000_000_000;
const minutes = (n: number) => n * 60_000;

function tick(overrides: Partial<TickInput>): ReturnType<typeof sessionTick> {
  return sessionTick({
    now: start,
    lastActivity: start,
    activitySinceTick: false,
    storedLastActivity: start,
    storedTokenExpiry: start + minutes(60),
    tokens: { tokenExpiry: start + minutes(60), refreshToken: 'refresh' },
    renewalBlocked: false,
    ...overrides,
  });
}

describe('activity', () => {
  it('stores the activity time when this tab saw activity newer than the stored one', () => {
    expect(tick({ now: start + 1000, lastActivity: start + 500, activitySinceTick: true })).toMatchObject({
      storeLastActivity: start + 500,
    });
    expect(tick({ now: start + 1000, activitySinceTick: false }).storeLastActivity).toBeUndefined();
    expect(
      tick({ lastActivity: start, storedLastActivity: start + 200, activitySinceTick: true })
        .storeLastActivity,
    ).toBeUndefined();
    expect(tick({ storedLastActivity: undefined, activitySinceTick: true }).storeLastActivity).toBe(start);
  });

  it('keeps tokenExpiryTimeStamp in step with the stored token', () => {
    expect(tick({ storedTokenExpiry: undefined }).storeTokenExpiry).toBe(start + minutes(60));
    expect(tick({ storedTokenExpiry: start }).storeTokenExpiry).toBe(start + minutes(60));
    expect('storeTokenExpiry' in tick({})).toBe(false);
    expect(tick({ tokens: { refreshToken: 'r' } }).storeTokenExpiry).toBeNull();
    expect('storeTokenExpiry' in tick({ tokens: undefined })).toBe(false);
  });
});

describe('inactivity', () => {
  it('stays active until 15 seconds before 30 minutes, then warns with a countdown', () => {
    expect(tick({ now: start + minutes(29) }).phase).toBe('active');
    expect(tick({ now: start + 1_784_999 }).phase).toBe('active');
    expect(tick({ now: start + 1_785_000 })).toMatchObject({ phase: 'warning', secondsLeft: 15 });
    expect(tick({ now: start + 1_799_001 })).toMatchObject({ phase: 'warning', secondsLeft: 1 });
  });

  it('times out after 1800 seconds when this tab and the stored time are both that old', () => {
    expect(tick({ now: start + 1_800_000 })).toMatchObject({ phase: 'timed-out', secondsLeft: 0 });
    expect(tick({ now: start + minutes(45), storedLastActivity: undefined }).phase).toBe('timed-out');
  });

  it('keeps the session while another tab was active', () => {
    const now = start + minutes(31);
    expect(tick({ now, storedLastActivity: start + minutes(2) }).phase).toBe('active');
    expect(tick({ now, storedLastActivity: start + minutes(1) + 10_000 })).toMatchObject({
      phase: 'warning',
      secondsLeft: 10,
    });
  });

  it('keeps the session while this tab was active even if the stored time is old', () => {
    expect(tick({ now: start + minutes(40), lastActivity: start + minutes(20) }).phase).toBe('active');
  });

  it('reads a stored time from the future as now rather than as activity to come', () => {
    const now = start + minutes(31);
    expect(tick({ now, storedLastActivity: now + minutes(60) }).phase).toBe('active');
  });
});

describe('token renewal', () => {
  const expired = { tokenExpiry: start + minutes(5), refreshToken: 'refresh' };

  it('renews once the expiry has passed and a refresh token exists', () => {
    expect(tick({ now: start + minutes(5) - 1, tokens: expired }).renew).toBe(false);
    expect(tick({ now: start + minutes(5), tokens: expired }).renew).toBe(true);
  });

  it('does not renew without a refresh token, while a renewal is blocked, or after the timeout', () => {
    const now = start + minutes(6);
    expect(tick({ now, tokens: { tokenExpiry: expired.tokenExpiry } }).renew).toBe(false);
    expect(tick({ now, tokens: expired, renewalBlocked: true }).renew).toBe(false);
    expect(tick({ now: start + minutes(31), tokens: expired }).renew).toBe(false);
  });
});

describe('stored times', () => {
  it('reads whole milliseconds only', () => {
    expect(parseStoredTime('1800000000000')).toBe(start);
    expect(parseStoredTime(null)).toBeUndefined();
    expect(parseStoredTime('')).toBeUndefined();
    expect(parseStoredTime('12.5')).toBeUndefined();
    expect(parseStoredTime('-1')).toBeUndefined();
    expect(parseStoredTime('1e12')).toBeUndefined();
  });
});

describe('the inactivity limit of the SSO session settings', () => {
  const sso = sessionLimits({
    ssoEnabled: true,
    ssoSessionSettings: { expiry_threshold: 300, inactivity_timeout: 600 },
    ssoUseCommerceSession: false,
  });

  it('times out after 10 minutes without activity, warning 15 seconds before', () => {
    const idle = { lastActivity: start, storedLastActivity: start, inactivityMs: sso.inactivityMs };
    expect(tick({ ...idle, now: start + minutes(10) - 16_000 }).phase).toBe('active');
    expect(tick({ ...idle, now: start + minutes(10) - 15_000 }).phase).toBe('warning');
    expect(tick({ ...idle, now: start + minutes(10) }).phase).toBe('timed-out');
    // Without it, 10 minutes is nothing.
    expect(tick({ now: start + minutes(10) }).phase).toBe('active');
  });
});

describe('the session limits (requirements §9)', () => {
  const settings = { expiry_threshold: 300, inactivity_timeout: 600 };

  it('are 1800 s and 30 000 ms while SSO is off, whatever the other SSO flags say', () => {
    for (const ssoUseCommerceSession of [false, true]) {
      expect(
        sessionLimits({ ssoEnabled: false, ssoSessionSettings: settings, ssoUseCommerceSession }),
      ).toEqual({
        inactivityMs: INACTIVITY_TIMEOUT_MS,
        tokenThresholdMs: 30_000,
      });
    }
  });

  it('are the SSO session settings, in seconds, while SSO is on', () => {
    expect(
      sessionLimits({ ssoEnabled: true, ssoSessionSettings: settings, ssoUseCommerceSession: false }),
    ).toEqual({
      inactivityMs: 600_000,
      tokenThresholdMs: 300_000,
    });
    expect(
      sessionLimits({
        ssoEnabled: true,
        ssoSessionSettings: { expiry_threshold: 0, inactivity_timeout: 3600 },
        ssoUseCommerceSession: false,
      }),
    ).toEqual({ inactivityMs: 3_600_000, tokenThresholdMs: 0 });
  });

  it('keep no inactivity limit with SSO and the commerce session on: commerce decides', () => {
    const limits = sessionLimits({
      ssoEnabled: true,
      ssoSessionSettings: settings,
      ssoUseCommerceSession: true,
    });
    expect(limits.tokenThresholdMs).toBe(300_000);
    const decision = tick({ now: start + minutes(24 * 60), inactivityMs: limits.inactivityMs });
    expect(decision.phase).toBe('active');
  });
});
