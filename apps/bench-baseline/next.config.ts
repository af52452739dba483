import type { NextConfig } from 'next';

/**
 * The benchmark's baseline: the framework alone, built with the storefront's build settings
 * (apps/storefront/next.config.ts) that change what a page ships, so that a budget measured against
 * it counts only the store's own code.
 */
const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { inlineCss: true },
};

export default config;
