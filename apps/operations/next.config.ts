import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  // Separate consoles (the browser tests run their own) keep separate builds.
  distDir: process.env.OPERATIONS_DIST_DIR ?? '.next',
  poweredByHeader: false,
  transpilePackages: ['@store/contracts', '@store/config', '@store/locales', '@store/service-runtime'],
};

export default config;
