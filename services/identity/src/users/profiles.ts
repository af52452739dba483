import { eq } from 'drizzle-orm';
import { PROFESSIONS, type Profession } from '@store/contracts/identity';
import type { Db } from '@store/database';
import type { FailedPolicyRequirement } from '../am/errors.ts';
import { users } from '../schema.ts';
import { checkName } from './policies.ts';

/**
 * The profile a signed-in customer edits (the UpdateProfile tree): names, phone, job title and
 * profession. Names follow the registration's rules; the rest may be left empty.
 */

export interface ProfileInput {
  givenName: string;
  familyName: string;
  phone: string;
  jobTitle: string;
  /** Undefined when none is given. */
  profession: Profession | undefined;
}

export const PHONE_MAX_LENGTH = 30;
export const JOB_TITLE_MAX_LENGTH = 100;

/** Digits with the usual separators and an optional leading +; at least five digits. */
const PHONE = /^\+?[0-9][0-9 ()./-]*$/;

export function isProfession(value: string): value is Profession {
  return (PROFESSIONS as readonly string[]).includes(value);
}

export function checkProfile(input: ProfileInput): FailedPolicyRequirement[] {
  const failures = [...checkName('givenName', input.givenName), ...checkName('sn', input.familyName)];
  if (input.phone) {
    const digits = input.phone.replace(/\D/g, '').length;
    if (input.phone.length > PHONE_MAX_LENGTH) {
      failures.push({
        property: 'telephoneNumber',
        policyRequirements: [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: PHONE_MAX_LENGTH } }],
      });
    } else if (!PHONE.test(input.phone) || digits < 5) {
      failures.push({
        property: 'telephoneNumber',
        policyRequirements: [{ policyRequirement: 'VALID_PHONE_FORMAT' }],
      });
    }
  }
  if (input.jobTitle.length > JOB_TITLE_MAX_LENGTH) {
    failures.push({
      property: 'jobTitle',
      policyRequirements: [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: JOB_TITLE_MAX_LENGTH } }],
    });
  }
  return failures;
}

/** Saves a checked profile; answers whether the names changed (other services keep them). */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<boolean> {
  const [before] = await db
    .select({ givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .where(eq(users.id, userId));
  await db
    .update(users)
    .set({
      givenName: input.givenName,
      familyName: input.familyName,
      phone: input.phone || null,
      jobTitle: input.jobTitle || null,
      profession: input.profession ?? null,
    })
    .where(eq(users.id, userId));
  return before?.givenName !== input.givenName || before.familyName !== input.familyName;
}
