import { eq } from 'drizzle-orm';
import type { ActorClaim } from '@store/contracts/staff';
import type { Db } from '@store/database';
import { assistedSessions, staffMembers } from '../schema.ts';
import { staffName } from './staff-members.ts';

/** Who acts for the customer in the session of this uid; undefined for the customer's own sessions. */
export async function actorOfSession(
  db: Db,
  sessionUid: string | undefined,
): Promise<ActorClaim | undefined> {
  if (!sessionUid) return undefined;
  const [row] = await db
    .select({ sub: staffMembers.id, givenName: staffMembers.givenName, familyName: staffMembers.familyName })
    .from(assistedSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, assistedSessions.staffId))
    .where(eq(assistedSessions.sessionUid, sessionUid))
    .limit(1);
  return row ? { sub: row.sub, name: staffName(row) } : undefined;
}
