import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { verify } from 'otplib';
import type { Db } from '@store/database';
import { staffMembers } from '../schema.ts';
import type { StaffMember } from './staff-members.ts';

/**
 * RFC 6238 one-time codes: 6 digits, 30 s steps, one step either side for a slow clock. A code
 * works once: the step it matched is recorded, and only a later step is accepted after it.
 */

const TOLERANCE_SECONDS = 30;

export async function acceptOneTimeCode(db: Db, member: StaffMember, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: member.totpSecret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(member.totpLastStep === null ? {} : { afterTimeStep: member.totpLastStep }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  // Two requests with the same code: only the one that moves the step forward wins.
  const claimed = await db
    .update(staffMembers)
    .set({ totpLastStep: result.timeStep })
    .where(
      and(
        eq(staffMembers.id, member.id),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, result.timeStep)),
      ),
    )
    .returning({ id: staffMembers.id });
  return claimed.length === 1;
}
