import { describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { balancedEnv, edgeEnv, platformEnv, publicOrigins, storefrontEnv } from './child-env.ts';

const shared = {
  httpsPort: 8443,
  platformPort: 4000,
  databaseUrl: 'postgres://postgres@127.0.0.1:5501/store',
  redisUrl: 'redis://127.0.0.1:6601',
};
const base = { COMMERCE_API_KEY: 'cluster-key-0123456789abcdef', DEMO_DATA: '1', HOST: '0.0.0.0' };
const ORIGINS = 'https://localhost:8443,https://127.0.0.1:8443';

describe('the environment of each process of the cluster', () => {
  it('gives a platform instance its own port, the shared database and Redis, and the sandbox through the balancer', () => {
    const env = platformEnv(base, shared, {
      port: 41001,
      dataDir: '/srv/cluster/platform',
      revalidateUrl: 'http://127.0.0.1:42001/api/revalidate',
    });
    expect(env).toMatchObject({
      COMMERCE_API_KEY: base.COMMERCE_API_KEY,
      HOST: '127.0.0.1',
      PLATFORM_PORT: '41001',
      DATA_DIR: '/srv/cluster/platform',
      DATABASE_URL: shared.databaseUrl,
      REDIS_URL: shared.redisUrl,
      IDENTITY_PUBLIC_ORIGINS: ORIGINS,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      STOREFRONT_REVALIDATE_URL: 'http://127.0.0.1:42001/api/revalidate',
      STRIPE_API_URL: 'http://127.0.0.1:4000',
    });
    // Every process validates its environment at start: what the cluster gives must pass.
    expect(() => loadEnv(env)).not.toThrow();
  });

  it("keeps the operator's payment provider and revalidation address", () => {
    const env = platformEnv(
      {
        ...base,
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STOREFRONT_REVALIDATE_URL: 'https://cms.example.com/hook',
      },
      shared,
      { port: 41001, dataDir: '/d', revalidateUrl: 'http://127.0.0.1:42001/api/revalidate' },
    );
    expect(env.STRIPE_API_URL).toBeUndefined();
    expect(env.STOREFRONT_REVALIDATE_URL).toBe('https://cms.example.com/hook');
  });

  it('points a storefront instance at the platform balancer, with its own port and build', () => {
    const env = storefrontEnv(base, shared, { port: 42011, distDir: '.next-cluster-1' });
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: '42011',
      PLATFORM_PORT: '4000',
      STOREFRONT_DIST_DIR: '.next-cluster-1',
      REDIS_URL: shared.redisUrl,
      DATABASE_URL: shared.databaseUrl,
      IDENTITY_PUBLIC_ORIGINS: ORIGINS,
    });
    expect(() => loadEnv(env)).not.toThrow();
  });

  it('runs the edge without its cache, in front of its own storefront', () => {
    const env = edgeEnv(base, shared, { port: 42001, upstreamUrl: 'http://127.0.0.1:42011' });
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: '42001',
      EDGE_UPSTREAM_URL: 'http://127.0.0.1:42011',
      EDGE_CACHE: '0',
      TRUSTED_PROXIES: '127.0.0.1,::1',
    });
    expect(loadEnv(env).EDGE_CACHE).toBe(false);
  });

  it('gives the build and the console the balancer as the platform', () => {
    expect(balancedEnv(base, shared)).toMatchObject({ PLATFORM_PORT: '4000', REDIS_URL: shared.redisUrl });
  });

  it("lists the store's configured origins first, then nginx's on this machine, once each", () => {
    expect(publicOrigins(undefined, 8443)).toBe(ORIGINS);
    expect(publicOrigins('https://shop.example.com, https://localhost:8443', 8443)).toBe(
      'https://shop.example.com,https://localhost:8443,https://127.0.0.1:8443',
    );
  });
});
