import { createLogger } from '@store/service-runtime/logger';
import { serverEnv } from '../config/server-env.ts';

/** Structured server log; fallbacks are logged here, never silently (docs/architecture.md, contracts that hold everywhere). */
export const logger = createLogger('storefront', serverEnv());
