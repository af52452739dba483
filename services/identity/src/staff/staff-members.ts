import { eq, inArray } from 'drizzle-orm';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, staffRoleSchema, type StaffRole } from '@store/contracts/staff';
import type { Db } from '@store/database';
import { staffMembers } from '../schema.ts';
import { hashSecret, newSalt } from '../users/passwords.ts';
import { normaliseUsername } from '../users/usernames.ts';

/** The store's staff members: a table of their own, so a customer is never found here nor a member among customers. */

export type StaffMember = typeof staffMembers.$inferSelect;

export async function findStaffByUsername(db: Db, username: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.username, normaliseUsername(username)))
    .limit(1);
  return row;
}

export async function findStaffById(db: Db, id: string): Promise<StaffMember | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

export const staffName = (member: Pick<StaffMember, 'givenName' | 'familyName'>) =>
  `${member.givenName} ${member.familyName}`;

/** The roles the column holds that the store still knows; a retired role gives no rights. */
export function staffRoles(member: Pick<StaffMember, 'roles'>): StaffRole[] {
  return member.roles.flatMap((role) => {
    const parsed = staffRoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Seeds the demo staff that are missing (the demo only, like the demo customers). */
export async function seedDemoStaff(db: Db): Promise<number> {
  const present = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      inArray(
        staffMembers.id,
        DEMO_STAFF.map((m) => m.id),
      ),
    );
  const known = new Set(present.map((row) => row.id));
  const missing = DEMO_STAFF.filter((m) => !known.has(m.id));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async (member) => {
      const passwordSalt = newSalt();
      return {
        id: member.id,
        username: normaliseUsername(member.username),
        email: member.email,
        givenName: member.givenName,
        familyName: member.familyName,
        passwordSalt,
        passwordHash: await hashSecret(DEMO_STAFF_PASSWORD, passwordSalt),
        roles: [...member.roles],
        totpSecret: member.totpSecret,
      };
    }),
  );
  await db.insert(staffMembers).values(rows).onConflictDoNothing();
  return rows.length;
}
