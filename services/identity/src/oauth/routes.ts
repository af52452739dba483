import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { IDENTITY_MOUNT, IDENTITY_STOREFRONT_PATHS, identityPaths } from '@store/contracts/identity';
import { AmError } from '../am/errors.ts';
import { activeSession, clearSessionCookie, endSession, sessionIdFrom } from '../sessions/am-sessions.ts';
import type { IdentityContext } from '../context.ts';

/**
 * AM's OAuth 2.0 paths. oidc-provider answers them (Koa-style: the reply is hijacked and the raw
 * request, body unread, handed to provider.callback()), except end session, which AM ends at once
 * on a plain GET (oidc-provider would ask for a confirmation form), and the interaction page,
 * which bridges to the storefront's sign-in page.
 */

const endSessionQuery = z.object({
  id_token_hint: z.string().max(8192).optional(),
  post_logout_redirect_uri: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  client_id: z.string().max(200).optional(),
});

export async function oauthRoutes(app: FastifyInstance, context: IdentityContext): Promise<void> {
  const paths = identityPaths();
  const mountedOAuth = `${IDENTITY_MOUNT}${paths.oauth2}`;

  // The provider reads the body itself: no parser here consumes the stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const endSessionHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = context.originOf(request);
    const provider = context.providers.for(origin);
    const parsed = endSessionQuery.safeParse(request.query);
    if (!parsed.success) throw new AmError(400, 'The end-session parameters are not valid.');
    const { id_token_hint: hint, post_logout_redirect_uri: redirectUri, state } = parsed.data;
    let clientId = parsed.data.client_id;
    if (hint) {
      let audience: unknown;
      try {
        audience = decodeJwt(hint).aud;
      } catch {
        throw new AmError(400, 'id_token_hint is not a token this server issued.');
      }
      const aud = Array.isArray(audience) ? audience[0] : audience;
      const client = typeof aud === 'string' ? await provider.Client.find(aud) : undefined;
      if (!client) throw new AmError(400, 'id_token_hint is not a token this server issued.');
      try {
        await provider.IdToken.validate(hint, client);
      } catch {
        throw new AmError(400, 'id_token_hint is not a token this server issued.');
      }
      if (clientId && clientId !== client.clientId)
        throw new AmError(400, 'client_id does not match id_token_hint.');
      clientId = client.clientId;
    }
    if (redirectUri) {
      const client = clientId ? await provider.Client.find(clientId) : undefined;
      if (!client) throw new AmError(400, 'post_logout_redirect_uri needs id_token_hint or client_id.');
      if (!(client.postLogoutRedirectUris ?? []).includes(redirectUri)) {
        throw new AmError(400, 'post_logout_redirect_uri is not registered for this client.');
      }
    }
    await endSession(provider, sessionIdFrom(request));
    clearSessionCookie(reply, origin.startsWith('https:'));
    if (redirectUri) {
      const target = new URL(redirectUri);
      if (state) target.searchParams.set('state', state);
      return reply.code(303).header('location', target.href).send();
    }
    return reply.send({ result: 'Successfully logged out' });
  };
  // Request logs stay off here: the query carries the ID token (id_token_hint).
  app.get(`${paths.oauth2}/connect/endSession`, { logLevel: 'warn' }, endSessionHandler);
  app.post(`${paths.oauth2}/connect/endSession`, { logLevel: 'warn' }, endSessionHandler);

  // An interactive authorize without a session: the storefront's sign-in page, then back here.
  app.get(`${paths.oauth2}/interaction/:uid`, async (request, reply) => {
    const origin = context.originOf(request);
    const provider = context.providers.for(origin);
    let details;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      throw new AmError(400, 'This sign-in request has expired; start again from the store.');
    }
    const session = await activeSession(provider, sessionIdFrom(request));
    if (session?.accountId) {
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: session.accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply;
    }
    const back = `${IDENTITY_MOUNT}${paths.oauth2}/interaction/${encodeURIComponent(details.uid)}`;
    const login = new URL(IDENTITY_STOREFRONT_PATHS.loginPage, origin);
    login.searchParams.set('goto', back);
    return reply.code(303).header('location', login.href).send();
  });

  app.all(`${paths.oauth2}/*`, async (request, reply) => {
    const origin = context.originOf(request);
    const provider = context.providers.for(origin);
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.startsWith(mountedOAuth) ? url.slice(mountedOAuth.length) || '/' : url;
    reply.hijack();
    provider.callback()(raw, reply.raw);
    return reply;
  });
}
