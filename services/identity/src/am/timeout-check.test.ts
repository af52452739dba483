import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TIMEOUT_CHECK } from '@store/contracts/identity';
import { PATHS, signIn, startIdentity, type TestIdentity } from '../test-support.ts';

/** requirements §7 Product backend: GET {timeout-check address}?timeout={bool}, read by its redirect. */
describe('the timeout check', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const check = (query: string, cookie?: string) =>
    fetch(`${identity.url(IDENTITY_TIMEOUT_CHECK)}?${query}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
  const sessionValid = async (cookie: string) => {
    const response = await fetch(`${identity.url(PATHS.sessions)}?_action=validate`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { valid: boolean }).valid;
  };

  it('timeout=false: redirects to goto and leaves the identity session live', async () => {
    const { cookie } = await signIn(identity, 'demo.gb');
    const response = await check(`timeout=false&goto=${encodeURIComponent('/en-gb?x=1')}`, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-gb?x=1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await sessionValid(cookie)).toBe(true);
  });

  it('timeout=true: ends the identity session, clears its cookie and redirects to goto', async () => {
    const { cookie } = await signIn(identity, 'demo.gb');
    const goto = '/en-gb/login?goto=%2Fen-gb%2Fcheckout&reason=timeout';
    const response = await check(`timeout=true&goto=${encodeURIComponent(goto)}`, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(goto);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await sessionValid(cookie)).toBe(false);
  });

  it('redirects to the home page without goto, and with no session to end', async () => {
    const response = await check('timeout=true');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('refuses another site as goto, and a timeout other than true or false, with 400', async () => {
    for (const goto of [
      'https://elsewhere.example/',
      '//elsewhere.example/',
      '/\\elsewhere.example',
      'en-gb',
    ]) {
      const response = await check(`timeout=false&goto=${encodeURIComponent(goto)}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/goto must be a path on this store/);
    }
    for (const query of ['', 'timeout=yes', 'timeout=1']) {
      const response = await check(query);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/timeout must be true or false/);
    }
  });
});
