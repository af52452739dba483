import type { FastifyRequest } from 'fastify';
import type { Env } from '@store/config';
import type { Db } from '@store/database';
import type { SsoFlagSource } from './flags/sso-flags.ts';
import type { OrganisationSignIn } from './users/organisation-sign-in.ts';
import type { OriginPolicy } from './oauth/origins.ts';
import type { ProviderRegistry } from './oauth/provider.ts';
import type { RateLimiter } from './sessions/rate-limit.ts';

/** What the identity routes share, built once when the service starts. */
export interface IdentityContext {
  env: Env;
  db: Db;
  providers: ProviderRegistry;
  limiter: RateLimiter;
  origins: OriginPolicy;
  defaultSuccessUrl: string;
  organisation: OrganisationSignIn | undefined;
  /** The SSO flags that change the Login tree's organisation sign-in (flags/sso-flags.ts). */
  ssoFlags: SsoFlagSource;
  /** The ids of an account's live AM sessions, wherever the sessions are kept (database or Redis). */
  sessionIdsOf(userId: string): Promise<string[]>;
  /** Tells the services that keep a token's claims for a while (commerce) to ask again: the profile changed. */
  announceProfileChange(userId: string): Promise<void>;
  /** Tells the services that keep a staff session's answer for a while (commerce) that it ended. */
  announceStaffSignOut(staffId: string): Promise<void>;
  /** The allowed public origin of a request; throws a 400 in AM's shape for any other host. */
  originOf(request: FastifyRequest): string;
}
