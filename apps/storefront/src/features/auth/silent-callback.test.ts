import { describe, expect, it } from 'vitest';
import { isSilentAuthorizeLanding, silentCallbackResponse } from './silent-callback.ts';

const frame = new Headers({ 'sec-fetch-dest': 'iframe' });
const page = new Headers({ 'sec-fetch-dest': 'document' });

describe('the silent authorize landing', () => {
  it('is the callback address loaded in a frame', () => {
    expect(isSilentAuthorizeLanding('/auth/callback', frame)).toBe(true);
  });

  it('is not the callback page the browser comes back to, nor another page in a frame', () => {
    expect(isSilentAuthorizeLanding('/auth/callback', page)).toBe(false);
    expect(isSilentAuthorizeLanding('/auth/callback', new Headers())).toBe(false);
    expect(isSilentAuthorizeLanding('/en-us/login', frame)).toBe(false);
  });

  it('answers an empty document that runs nothing and is never kept', async () => {
    const response = silentCallbackResponse();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await response.text()).not.toMatch(/<script/i);
  });
});
