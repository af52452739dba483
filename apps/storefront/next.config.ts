import type { NextConfig } from 'next';
import { httpsOnlyHeaders, securityHeaders } from './src/shell/security-headers.ts';
import { searchCacheHeaders } from './src/features/search/search-cache.ts';

const config: NextConfig = {
  reactStrictMode: true,
  // Separate stores (the browser tests run three) keep separate builds.
  distDir: process.env.STOREFRONT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  transpilePackages: [
    '@store/locales',
    '@store/contracts',
    '@store/config',
    '@store/content',
    '@store/service-runtime',
  ],
  // ioredis and prom-client keep process-wide state (connections, the metrics registry) and stay Node's own.
  serverExternalPackages: ['pino', 'sanitize-html', 'ioredis', 'prom-client'],
  // The shell's one small stylesheet (about 2 KB gzipped) goes into the page, saving a render-blocking request.
  experimental: { inlineCss: true },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') },
      httpsOnlyHeaders(),
      ...searchCacheHeaders(),
    ];
  },
};

export default config;
