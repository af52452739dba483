import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { AssistedSession } from '@store/contracts/staff';
import type { Db } from '@store/database';
import { AmError } from '../am/errors.ts';
import { TTL } from '../oauth/provider.ts';
import { assistedSessions } from '../schema.ts';
import { newSession } from '../sessions/am-sessions.ts';
import { findUserById } from '../users/users.ts';

/**
 * Assisted sessions: a support agent acts for a customer in the customer's own AM session (the one
 * a Login would create, so a silent authorize gives the customer's tokens), recorded with the agent
 * who started it. The tokens issued under it name the agent in the `act` claim, and the trees that
 * change sign-in details refuse to run in it.
 */

/** `amr` of an assisted session: the customer proved nothing; a member of staff did. */
const ASSISTED_AMR = ['assisted'];

export async function startAssistedSession(
  db: Db,
  provider: Provider,
  staffId: string,
  userId: string,
): Promise<AssistedSession> {
  const customer = await findUserById(db, userId);
  if (!customer) throw new AmError(404, 'No customer has this user id.');
  const session = newSession(provider, customer.id, ASSISTED_AMR);
  // The record comes first: a session is never live without the agent it names (the adapter's store
  // may be Redis, outside any database transaction). A session that could not be saved takes it back.
  const id = randomUUID();
  await db.insert(assistedSessions).values({ id, staffId, userId, sessionUid: session.uid });
  try {
    await session.save(TTL.session);
  } catch (error) {
    await db.delete(assistedSessions).where(eq(assistedSessions.id, id));
    throw error;
  }
  return {
    tokenId: session.jti,
    userId: customer.id,
    customerName: `${customer.givenName} ${customer.familyName}`,
  };
}
