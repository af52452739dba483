import { describe, expect, it } from 'vitest';
import { isSameOrigin, readCookie, sessionCookie } from './session-cookie.ts';

const request = (headers: Record<string, string>, url = 'http://127.0.0.1:3100/api/session') => ({
  url,
  headers: new Headers(headers),
});

describe('the console session cookie', () => {
  it('is HttpOnly and SameSite=Strict, Secure only over https', () => {
    const plain = sessionCookie(request({}), 'token/with=signs');
    expect(plain).toBe('ops_session=token%2Fwith%3Dsigns; Path=/; HttpOnly; SameSite=Strict; Max-Age=28800');
    expect(sessionCookie(request({ 'x-forwarded-proto': 'https' }), 't')).toContain('; Secure');
  });

  it('is read back from the Cookie header', () => {
    expect(readCookie(request({ cookie: 'a=1; ops_session=token%2Fwith%3Dsigns' }), 'ops_session')).toBe(
      'token/with=signs',
    );
    expect(readCookie(request({ cookie: 'ops_session=' }), 'ops_session')).toBeUndefined();
  });

  it('accepts a state-changing call only from the console’s own origin', () => {
    expect(isSameOrigin(request({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' }))).toBe(true);
    expect(isSameOrigin(request({ origin: 'http://evil.example', host: '127.0.0.1:3100' }))).toBe(false);
    expect(isSameOrigin(request({ host: '127.0.0.1:3100' }))).toBe(false);
    expect(isSameOrigin(request({ origin: 'null', host: '127.0.0.1:3100' }))).toBe(false);
  });
});
