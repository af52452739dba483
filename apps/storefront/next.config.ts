import type { NextConfig } from 'next';
import { securityHeaders } from './src/shell/security-headers.ts';

const config: NextConfig = {
  reactStrictMode: true,
  // Separate stores (the browser tests run three) keep separate builds.
  distDir: process.env.STOREFRONT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  transpilePackages: ['@store/locales', '@store/contracts', '@store/config', '@store/content'],
  serverExternalPackages: ['pino', 'sanitize-html'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }];
  },
};

export default config;
