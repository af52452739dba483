import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_REALM, STAFF_SESSION_HOURS, type StaffSession } from '@store/contracts/staff';
import type { Db } from '@store/database';
import { staffMembers, staffSessions } from '../schema.ts';
import { staffName, staffRoles } from './staff-members.ts';

/**
 * Staff sessions: the token is 32 random bytes (base64url) that only its holder knows; the table
 * keeps its SHA-256. A session lasts STAFF_SESSION_HOURS after sign-in, whatever happens in between.
 */

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function createStaffSession(db: Db, staffId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    id: randomUUID(),
    tokenSha256: tokenHash(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * 60 * 1000),
  });
  return token;
}

/** The session of a token with its member, or `{valid: false}` once ended, expired or the member inactive. */
export async function validateStaffSession(db: Db, token: string, now = new Date()): Promise<StaffSession> {
  if (!TOKEN_PATTERN.test(token)) return { valid: false };
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenSha256, tokenHash(token)))
    .limit(1);
  if (!row || row.session.endedAt || row.session.expiresAt <= now || !row.member.active) {
    return { valid: false };
  }
  return {
    valid: true,
    uid: row.member.id,
    realm: `/${STAFF_REALM}`,
    username: row.member.username,
    name: staffName(row.member),
    email: row.member.email,
    roles: staffRoles(row.member),
    expiresAt: row.session.expiresAt.toISOString(),
  };
}

/** Ends the token's session; answers its member's id, or undefined when there was none still open. */
export async function endStaffSession(db: Db, token: string): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [ended] = await db
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.tokenSha256, tokenHash(token)), isNull(staffSessions.endedAt)))
    .returning({ staffId: staffSessions.staffId });
  return ended?.staffId;
}
