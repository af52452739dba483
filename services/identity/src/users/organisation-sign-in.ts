import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Env } from '@store/config';
import { IDENTITY_STOREFRONT_PATHS } from '@store/contracts/identity';
import { AmError } from '../am/errors.ts';

/**
 * "Sign in with your organisation": the Login tree's SelectIdPCallback offers the organisation's
 * OpenID provider (IDENTITY_SSO_ISSUER), a RedirectCallback sends the browser there (code flow,
 * PKCE, state, nonce), and the resumed step exchanges the code and finds the customer by the
 * email of the ID token (the operator trusts the organisation it configures).
 */

export const ORGANISATION_PROVIDER = 'organisation';

export interface OrganisationRedirect {
  url: string;
  state: { state: string; verifier: string; nonce: string; redirectUri: string };
}

export interface OrganisationSignIn {
  /** `loginHint`: the username the customer gave (sso-show-username-field), passed on as OIDC's login_hint. */
  begin(origin: string, loginHint?: string): Promise<OrganisationRedirect>;
  /** The email the organisation vouches for, after checking state, code, token and nonce. */
  finish(query: Record<string, unknown>, stored: Record<string, unknown>): Promise<string>;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
const tokenSchema = z.object({ id_token: z.string() });
const resumeSchema = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(200) });

const TIMEOUT_MS = 10_000;

export function organisationSignIn(env: Env): OrganisationSignIn | undefined {
  const issuer = env.IDENTITY_SSO_ISSUER;
  const clientId = env.IDENTITY_SSO_CLIENT_ID;
  if (!issuer || !clientId) return undefined;
  let discovered: Promise<{ meta: z.infer<typeof discoverySchema>; keys: JWTVerifyGetKey }> | undefined;

  const discover = () =>
    (discovered ??= (async () => {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const meta = discoverySchema.parse(await response.json());
      return { meta, keys: createRemoteJWKSet(new URL(meta.jwks_uri)) };
    })().catch((cause: unknown) => {
      discovered = undefined;
      throw new AmError(
        401,
        `Your organisation's sign-in cannot be reached right now (${(cause as Error).message}).`,
      );
    }));

  return {
    async begin(origin, loginHint) {
      const { meta } = await discover();
      const state = randomBytes(16).toString('base64url');
      const verifier = randomBytes(32).toString('base64url');
      const nonce = randomBytes(16).toString('base64url');
      const redirectUri = `${origin}${IDENTITY_STOREFRONT_PATHS.callback}`;
      const url = new URL(meta.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: redirectUri,
        state,
        nonce,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        ...(loginHint ? { login_hint: loginHint } : {}),
      }).toString();
      return { url: url.href, state: { state, verifier, nonce, redirectUri } };
    },

    async finish(query, stored) {
      if (typeof query.error === 'string') {
        throw new AmError(401, `Your organisation did not sign you in (${query.error.slice(0, 100)}).`);
      }
      const resumed = resumeSchema.safeParse(query);
      if (!resumed.success)
        throw new AmError(400, 'Resume the organisation sign-in with its code and state.');
      if (resumed.data.state !== stored.state)
        throw new AmError(401, 'The organisation sign-in does not match this step (state).');
      const { meta, keys } = await discover();
      const response = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: resumed.data.code,
          redirect_uri: String(stored.redirectUri ?? ''),
          client_id: clientId,
          code_verifier: String(stored.verifier ?? ''),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((cause: unknown) => {
        throw new AmError(
          401,
          `Your organisation's sign-in cannot be reached right now (${(cause as Error).message}).`,
        );
      });
      const tokens = tokenSchema.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !tokens.success)
        throw new AmError(401, 'Your organisation did not confirm the sign-in.');
      const { payload } = await jwtVerify(tokens.data.id_token, keys, {
        issuer: meta.issuer,
        audience: clientId,
      }).catch(() => {
        throw new AmError(401, 'Your organisation did not confirm the sign-in (token).');
      });
      if (payload.nonce !== stored.nonce)
        throw new AmError(401, 'Your organisation did not confirm the sign-in (nonce).');
      if (typeof payload.email !== 'string' || !payload.email) {
        throw new AmError(401, 'Your organisation did not share an email address.');
      }
      return payload.email;
    },
  };
}
