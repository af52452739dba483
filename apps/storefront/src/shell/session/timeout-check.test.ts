import { describe, expect, it, vi } from 'vitest';
import { checkedLogoutTarget, timeoutCheckAddress } from './timeout-check.ts';

const origin = 'https://assessments.example.co.uk';
const loginTarget = '/en-gb/login?goto=%2Fen-gb%2Fcheckout&reason=timeout';

/** A followed answer as the browser gives it: the final URL in `url`. */
function followed(finalUrl: string, status = 200): Response {
  const response = new Response('<!doctype html>', { status });
  Object.defineProperties(response, { url: { value: finalUrl }, redirected: { value: true } });
  return response;
}

describe('the timeout check', () => {
  it('asks the identity service with the timeout flag and the target the table chose', () => {
    const url = new URL(timeoutCheckAddress(true, loginTarget), origin);
    expect(url.pathname).toBe('/am/timeout-check');
    expect(Object.fromEntries(url.searchParams)).toEqual({ timeout: 'true', goto: loginTarget });
    expect(new URL(timeoutCheckAddress(false, '/en-gb'), origin).searchParams.get('timeout')).toBe('false');
  });

  it('timeout=true: the final URL it was led to is the target, the redirect followed', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => followed(`${origin}${loginTarget}`));
    expect(await checkedLogoutTarget(origin, true, loginTarget, fetchImpl)).toBe(loginTarget);
    const [address, init] = fetchImpl.mock.calls[0]!;
    expect(String(address)).toContain('timeout=true');
    expect(init).toMatchObject({ redirect: 'follow', credentials: 'same-origin' });
  });

  it('timeout=false: the final URL is read, wherever on the store it led', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => followed(`${origin}/en-gb?signed-out=1`));
    expect(await checkedLogoutTarget(origin, false, '/en-gb', fetchImpl)).toBe('/en-gb?signed-out=1');
    expect(String(fetchImpl.mock.calls[0]![0])).toContain('timeout=false');
  });

  it("keeps the table's target when the check fails, does not redirect, or leads off the store", async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => Promise.reject(new TypeError('offline')),
      async () => new Response('{}', { status: 400 }),
      async () => followed(`${origin}/en-gb`, 503),
      async () => followed('https://elsewhere.example/en-gb'),
    ];
    for (const answer of answers) {
      expect(await checkedLogoutTarget(origin, true, loginTarget, answer)).toBe(loginTarget);
    }
  });
});
