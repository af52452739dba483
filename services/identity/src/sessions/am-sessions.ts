import type Provider from 'oidc-provider';
import type { Session } from 'oidc-provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITY_SESSION_COOKIE } from '@store/contracts/identity';
import { TTL } from '../oauth/provider.ts';
import { SESSION_ENDED_EVENT } from '../oauth/revocation-events.ts';

/**
 * The AM session is oidc-provider's Session: one record (in the adapter's store), one cookie. The
 * authenticate API creates it; authorize finds it; end session and sessions?_action=logout end it.
 */

export async function createSession(provider: Provider, accountId: string, amr: string[]): Promise<string> {
  const session = newSession(provider, accountId, amr);
  await session.save(TTL.session);
  return session.jti;
}

/** A session not yet saved: its uid is known before anything is stored (an assisted session records it first). */
export function newSession(provider: Provider, accountId: string, amr: string[]): Session {
  return new provider.Session({
    accountId,
    loginTs: Math.floor(Date.now() / 1000),
    amr,
    authorizations: {},
  });
}

export function sessionIdFrom(request: FastifyRequest): string | undefined {
  const header = request.headers[IDENTITY_SESSION_COOKIE.toLowerCase()];
  const fromHeader = typeof header === 'string' ? header : undefined;
  const value = readCookie(request.headers.cookie, IDENTITY_SESSION_COOKIE) ?? fromHeader;
  return value && /^[A-Za-z0-9_-]{10,100}$/.test(value) ? value : undefined;
}

export async function activeSession(provider: Provider, sessionId: string | undefined) {
  if (!sessionId) return undefined;
  const session = await provider.Session.find(sessionId);
  return session?.accountId ? session : undefined;
}

/** Ends the session and everything issued under it (codes, access and refresh tokens, grants). */
export async function endSession(provider: Provider, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const session = await provider.Session.find(sessionId);
  if (!session) return false;
  const grantIds = Object.values(session.authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : []));
  await Promise.all(
    grantIds.flatMap((grantId) => [
      provider.AccessToken.adapter.revokeByGrantId(grantId),
      provider.RefreshToken.adapter.revokeByGrantId(grantId),
      provider.AuthorizationCode.adapter.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]),
  );
  await session.destroy();
  if (session.accountId) provider.emit(SESSION_ENDED_EVENT, session.accountId);
  return true;
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  reply.header(
    'set-cookie',
    `${IDENTITY_SESSION_COOKIE}=${sessionId}; Path=/; Max-Age=${TTL.session}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.header(
    'set-cookie',
    `${IDENTITY_SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
