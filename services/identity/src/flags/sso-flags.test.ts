import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '@store/config';
import { defaultSsoFlags, ofrepSsoFlags, ssoFlagSourceFor } from './sso-flags.ts';

const log = { warn: vi.fn() };

afterEach(() => {
  vi.unstubAllGlobals();
  log.warn.mockReset();
});

const bulk = (flags: Record<string, unknown>) =>
  Response.json({ flags: Object.entries(flags).map(([key, value]) => ({ key, value, reason: 'STATIC' })) });

describe('the SSO flags', () => {
  it('are read from the flag service’s bulk evaluation for an anonymous visitor', async () => {
    const network = vi.fn<typeof fetch>(async () =>
      bulk({
        'sso-enabled': true,
        'sso-show-username-field': true,
        'sso-use-commerce-session': false,
        upc: true,
      }),
    );
    vi.stubGlobal('fetch', network);
    expect(await ofrepSsoFlags('http://flags.test', log)()).toEqual({
      enabled: true,
      showUsernameField: true,
      useCommerceSession: false,
    });
    const [url, init] = network.mock.calls[0]!;
    expect(url).toBe('http://flags.test/ofrep/v1/evaluate/flags');
    expect(JSON.parse(String(init?.body))).toEqual({
      context: { targetingKey: 'anonymous', kind: 'user', anonymous: true },
    });
  });

  it('are off, the defaults of requirements §9, when the flag service does not answer or answers nonsense', async () => {
    expect(defaultSsoFlags()).toEqual({
      enabled: false,
      showUsernameField: false,
      useCommerceSession: false,
    });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')));
    expect(await ofrepSsoFlags('http://flags.test', log)()).toEqual(defaultSsoFlags());
    expect(log.warn).toHaveBeenCalledOnce();
    vi.stubGlobal('fetch', async () => bulk({ 'sso-enabled': 'yes' }));
    expect((await ofrepSsoFlags('http://flags.test', log)()).enabled).toBe(false);
  });

  it('are the mock values with FLAGS_MOCK=1, without asking the flag service', async () => {
    const network = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', network);
    expect(await ssoFlagSourceFor(loadEnv({ FLAGS_MOCK: '1' }), log)()).toEqual(defaultSsoFlags());
    expect(network).not.toHaveBeenCalled();
  });
});
