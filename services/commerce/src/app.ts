import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '@store/config';
import type { Database } from '@store/database';

export interface CommerceRoutesOptions {
  env: Env;
  database: Database;
}

export const commerceRoutes: FastifyPluginAsync<CommerceRoutesOptions> = async () => {};
