import { describe, expect, it } from 'vitest';
import { LOGOUT_COOKIE, logoutCookie, parseLogoutMessage } from './cross-tab-logout.ts';

describe('cross-tab logout message', () => {
  it('reads a message as posted or as stored', () => {
    const message = { type: 'logout', tab: 'a1', at: 5 };
    expect(parseLogoutMessage(message)).toEqual(message);
    expect(parseLogoutMessage(JSON.stringify(message))).toEqual(message);
  });

  it('ignores anything else', () => {
    for (const value of [
      null,
      'logout',
      '{',
      42,
      { type: 'login', tab: 'a', at: 1 },
      { type: 'logout', tab: 1, at: 1 },
    ]) {
      expect(parseLogoutMessage(value)).toBeUndefined();
    }
  });
});

describe('logout cookie', () => {
  it('is site-wide, short-lived, Lax, and Secure on https', () => {
    expect(logoutCookie(false)).toBe(`${LOGOUT_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax`);
    expect(logoutCookie(true)).toMatch(/; Secure$/);
    expect(logoutCookie(true)).not.toMatch(/HttpOnly/i);
  });
});
