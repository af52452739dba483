import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@store/database';
import {
  IDENTITY_MOUNT,
  IDENTITY_SESSION_COOKIE,
  IDENTITY_STOREFRONT_PATHS,
  IDENTITY_USER_ID_CLAIM,
  identityPaths,
} from '@store/contracts/identity';
import type { AdapterFactory } from './database-adapter.ts';
import type { RevocationEvents } from '@store/service-runtime/revocation-events';
import { announceRevocations } from './revocation-events.ts';
import type { SigningKeySet } from './signing-keys.ts';
import { ACTOR_CLAIM } from '@store/contracts/staff';
import { actorOfSession } from '../staff/actors.ts';
import { findUserById } from '../users/users.ts';

/**
 * oidc-provider configured as AM's OAuth 2.0 endpoints: first-party public clients with PKCE
 * S256, implicit grants (no consent screen), refresh tokens, and the AM session cookie as the
 * provider's own session cookie, so a sign-in through the authenticate API is what a silent
 * authorize (prompt=none) finds.
 */

export const TTL = {
  session: 2 * 60 * 60,
  accessToken: 60 * 60,
  idToken: 60 * 60,
  authorizationCode: 60,
  refreshToken: 14 * 24 * 60 * 60,
  interaction: 10 * 60,
} as const;

const GRANTED_SCOPES = `openid offline_access profile email ${IDENTITY_USER_ID_CLAIM}`;

export interface ProviderSettings {
  db: Db;
  adapter: AdapterFactory;
  jwks: SigningKeySet;
  clientIds: readonly string[];
  /** Storefront origins whose callback and post-logout addresses are registered. */
  redirectOrigins: readonly string[];
  /** Where revoked tokens and ended sessions are announced to the services that cache tokens. */
  revocations: RevocationEvents;
  log: FastifyBaseLogger;
}

export function clientMetadata(clientId: string, origins: readonly string[]) {
  return {
    client_id: clientId,
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((o) => `${o}${IDENTITY_STOREFRONT_PATHS.callback}`),
    post_logout_redirect_uris: origins.flatMap((o) =>
      IDENTITY_STOREFRONT_PATHS.postLogout.map((p) => `${o}${p}`),
    ),
  };
}

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
] as const;

/** The provider for one public origin (its issuer is that origin plus AM's OAuth path). */
export function createProvider(origin: string, settings: ProviderSettings): Provider {
  const paths = identityPaths();
  const issuer = `${origin}${IDENTITY_MOUNT}${paths.oauth2}`;
  const origins = [...new Set([origin, ...settings.redirectOrigins])];

  const configuration: Configuration = {
    adapter: settings.adapter,
    clients: settings.clientIds.map((id) => clientMetadata(id, origins)),
    jwks: settings.jwks,
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email', IDENTITY_USER_ID_CLAIM],
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name', 'registration_country'],
      email: ['email', 'email_verified'],
      [IDENTITY_USER_ID_CLAIM]: [IDENTITY_USER_ID_CLAIM, ACTOR_CLAIM],
    },
    conformIdTokenClaims: false,
    cookies: {
      names: {
        session: IDENTITY_SESSION_COOKIE,
        interaction: 'amInteraction',
        resume: 'amInteractionResume',
      },
      long: { httpOnly: true, sameSite: 'lax', signed: false, path: '/' },
      short: { httpOnly: true, sameSite: 'lax', signed: false },
    },
    routes: {
      authorization: '/authorize',
      token: '/access_token',
      userinfo: '/userinfo',
      end_session: '/connect/endSession',
      revocation: '/token/revoke',
      introspection: '/introspect',
      jwks: '/connect/jwk_uri',
    },
    features: {
      devInteractions: { enabled: false },
      // A public client may revoke only what was issued to it; anything else is silently ignored (RFC 7009).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      // Commerce asks as the site's client whether a token is that client's (RFC 7662); a public client
      // learns nothing of another client's tokens.
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: true },
      userinfo: { enabled: true },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${IDENTITY_MOUNT}${paths.oauth2}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: TTL.accessToken,
      AuthorizationCode: TTL.authorizationCode,
      IdToken: TTL.idToken,
      RefreshToken: TTL.refreshToken,
      Session: TTL.session,
      Interaction: TTL.interaction,
      Grant: TTL.refreshToken,
    },
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // First-party clients only: every grant is implicit, so no consent screen ever shows.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(GRANTED_SCOPES);
      await grant.save();
      return grant;
    },
    // `token` is the code, access or refresh token the claims are for: its session tells who acts.
    async findAccount(_ctx: unknown, sub: string, token?: { sessionUid?: string }) {
      const user = await findUserById(settings.db, sub);
      if (!user) return undefined;
      const actor = await actorOfSession(settings.db, token?.sessionUid);
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          [IDENTITY_USER_ID_CLAIM]: user.id,
          given_name: user.givenName,
          family_name: user.familyName,
          name: `${user.givenName} ${user.familyName}`,
          registration_country: user.registrationCountryIso,
          email: user.email,
          email_verified: false,
          ...(actor ? { [ACTOR_CLAIM]: actor } : {}),
        }),
      };
    },
    renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'json';
      ctx.body = out;
    },
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => origins.includes(requestOrigin),
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    await next();
    const requestOrigin = ctx.get('origin');
    // oidc-provider answers preflights (and its open endpoints) with any Origin; only the store's may read.
    if (requestOrigin && !origins.includes(requestOrigin)) {
      for (const header of CORS_HEADERS) ctx.remove(header);
    }
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) =>
    settings.log.error({ err: error }, 'oidc-provider failed'),
  );
  announceRevocations(provider, settings.revocations, (error) =>
    settings.log.warn({ err: error }, 'a token revocation could not be announced'),
  );
  return provider;
}

/**
 * One provider per public origin, made on first use. Origins are limited to the allowed ones, and
 * the cache is bounded, so arbitrary Host headers cannot grow it.
 */
export class ProviderRegistry {
  private readonly providers = new Map<string, Provider>();
  private readonly settings: ProviderSettings;

  constructor(settings: ProviderSettings) {
    this.settings = settings;
  }

  for(origin: string): Provider {
    let provider = this.providers.get(origin);
    if (!provider) {
      if (this.providers.size >= 32) {
        const oldest = this.providers.keys().next().value;
        if (oldest !== undefined) this.providers.delete(oldest);
      }
      provider = createProvider(origin, this.settings);
      this.providers.set(origin, provider);
    }
    return provider;
  }
}
