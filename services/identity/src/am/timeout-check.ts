import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IDENTITY_TIMEOUT_CHECK } from '@store/contracts/identity';
import type { IdentityContext } from '../context.ts';
import { clearSessionCookie, endSession, sessionIdFrom } from '../sessions/am-sessions.ts';
import { AmError } from './errors.ts';

/**
 * The timeout check of requirements §7 Product backend: `GET {IDENTITY_MOUNT}/timeout-check?timeout={bool}&goto={path}`,
 * which the storefront calls as a sign-out leaves the page and whose final URL it follows. With
 * timeout=true the customer was signed out for inactivity: the identity session the cookie carries
 * is ended here too, so that a silent sign-in cannot bring a timed-out session back even when the
 * browser's own sign-out call did not get through. Either way the answer is a 303 to goto, a path on
 * the asking store (never another site).
 */

const MAX_GOTO = 2048;

/** A path on this origin: "/..." but not "//host" or "/\host", which a browser reads as another site. */
const gotoSchema = z
  .string()
  .max(MAX_GOTO)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/);

const querySchema = z.object({
  timeout: z.enum(['true', 'false']),
  goto: gotoSchema.optional(),
});

export function timeoutCheckRoute(app: FastifyInstance, context: IdentityContext): void {
  app.get(IDENTITY_TIMEOUT_CHECK, async (request, reply) => {
    const parsed = querySchema.safeParse(request.query);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      throw new AmError(
        400,
        field === 'goto'
          ? 'goto must be a path on this store, such as /en-gb/login.'
          : 'timeout must be true or false.',
      );
    }
    const origin = context.originOf(request);
    if (parsed.data.timeout === 'true') {
      await endSession(context.providers.for(origin), sessionIdFrom(request));
      clearSessionCookie(reply, origin.startsWith('https:'));
    }
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('location', parsed.data.goto ?? '/')
      .send();
  });
}
