import { describe, expect, it } from 'vitest';
import { ConfigError } from '@store/config';
import { clusterBaseEnv, clusterSettings } from './settings.ts';

describe('clusterSettings', () => {
  it('applies the defaults', () => {
    expect(clusterSettings({})).toEqual({
      httpsPort: 8443,
      httpPort: 8080,
      platformPort: 4000,
      platformInstances: 2,
      storefrontInstances: 2,
      dataDir: '.data/cluster',
    });
  });

  it('reads every setting', () => {
    expect(
      clusterSettings({
        CLUSTER_HTTPS_PORT: '7443',
        CLUSTER_HTTP_PORT: '7480',
        PLATFORM_PORT: '7440',
        CLUSTER_PLATFORMS: '3',
        CLUSTER_STOREFRONTS: '1',
        DATA_DIR: '/srv/store',
      }),
    ).toEqual({
      httpsPort: 7443,
      httpPort: 7480,
      platformPort: 7440,
      platformInstances: 3,
      storefrontInstances: 1,
      dataDir: '/srv/store',
    });
  });

  it.each([
    ['CLUSTER_HTTPS_PORT', 'https', /CLUSTER_HTTPS_PORT="https": expects a whole number from 1 to 65535/],
    ['CLUSTER_HTTP_PORT', '70000', /CLUSTER_HTTP_PORT="70000": expects a whole number/],
    ['PLATFORM_PORT', '0', /PLATFORM_PORT="0": expects a whole number/],
    ['CLUSTER_PLATFORMS', '0', /CLUSTER_PLATFORMS="0": expects a whole number from 1 to 8/],
    ['CLUSTER_STOREFRONTS', '1.5', /CLUSTER_STOREFRONTS="1.5": expects a whole number from 1 to 8/],
    ['CLUSTER_STOREFRONTS', '9', /CLUSTER_STOREFRONTS="9": expects a whole number from 1 to 8/],
  ])('names %s when it is %s', (name, value, message) => {
    expect(() => clusterSettings({ [name]: value })).toThrow(ConfigError);
    expect(() => clusterSettings({ [name]: value })).toThrow(message);
  });

  it('refuses one port for two listeners', () => {
    expect(() => clusterSettings({ CLUSTER_HTTP_PORT: '4000' })).toThrow(
      /PLATFORM_PORT=4000: is also CLUSTER_HTTP_PORT/,
    );
  });
});

describe('clusterBaseEnv', () => {
  it('seeds the demo customers and makes a platform key for the run unless told otherwise', () => {
    const base = clusterBaseEnv({ LOG_LEVEL: 'warn' });
    expect(base.DEMO_DATA).toBe('1');
    expect(base.COMMERCE_API_KEY).toMatch(/^[\w-]{32}$/);
    expect(base.LOG_LEVEL).toBe('warn');
    expect(clusterBaseEnv({}).COMMERCE_API_KEY).not.toBe(base.COMMERCE_API_KEY);
    const set = clusterBaseEnv({ DEMO_DATA: '0', COMMERCE_API_KEY: 'a-key-of-the-operator-0123' });
    expect(set).toMatchObject({ DEMO_DATA: '0', COMMERCE_API_KEY: 'a-key-of-the-operator-0123' });
  });

  it("leaves out a DATABASE_URL and REDIS_URL: the cluster's own replace them", () => {
    const base = clusterBaseEnv({ DATABASE_URL: 'postgres://elsewhere/db', REDIS_URL: 'redis://elsewhere' });
    expect(base).not.toHaveProperty('DATABASE_URL');
    expect(base).not.toHaveProperty('REDIS_URL');
  });
});
