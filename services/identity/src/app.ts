import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '@store/config';
import type { Database } from '@store/database';

export interface IdentityRoutesOptions {
  env: Env;
  database: Database;
}

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async () => {};
