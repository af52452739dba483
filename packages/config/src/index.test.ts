import { describe, expect, it } from 'vitest';
import { ConfigError, embeddedServices, loadEnv, systemUrls } from './index.ts';

describe('configuration', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.FLAGS_MOCK).toBe(false);
    expect(env.IDENTITY_PROVIDER_KIND).toBe('am');
    expect(env.LOG_FORMAT).toBeUndefined();
    expect(embeddedServices(env)).toEqual({ commerce: true, identity: true, content: true, flags: true });
  });

  it('uses an external system when its base URL is set', () => {
    const env = loadEnv({ CONTENT_BASE_URL: 'https://content.example.com/', FLAGS_MOCK: '1' });
    expect(systemUrls(env).content).toBe('https://content.example.com');
    expect(embeddedServices(env).content).toBe(false);
    expect(env.FLAGS_MOCK).toBe(true);
  });

  it('reads the log format', () => {
    expect(loadEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
  });

  it.each([
    ['PORT', 'abc', /PORT="abc": expects a whole number/],
    ['PORT', '70000', /PORT="70000"/],
    ['CONTENT_BASE_URL', 'content.example.com', /CONTENT_BASE_URL=.*absolute http\(s\) URL/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL=.*postgres/],
    ['GTM_CONTAINER_ID', 'UA-1', /GTM_CONTAINER_ID=.*container id/],
    ['FLAGS_MOCK', 'maybe', /FLAGS_MOCK=.*'1' or '0'/],
    ['IDENTITY_PROVIDER_KIND', 'forgerock', /IDENTITY_PROVIDER_KIND=.*'am' or 'legacy'/],
    ['LOG_FORMAT', 'text', /LOG_FORMAT="text": expects 'pretty' or 'json'/],
  ])('names %s when it is %s', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });
});
