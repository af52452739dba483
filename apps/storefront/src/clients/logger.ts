import pino from 'pino';

/** Structured server log; fallbacks are logged here, never silently (ARCHITECTURE, Contracts). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'storefront' },
});
