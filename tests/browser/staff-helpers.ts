import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { z } from 'zod';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, type DemoStaffMember } from '@store/contracts/staff';
import { WORK } from './stores.ts';

/**
 * The demo staff members' sign-in for journeys: the password and a one-time code from the member's
 * authenticator secret. The identity service takes each 30-second code once and one step either
 * side, so a member who signs in twice within a step gets the next step's code; a third sign-in in
 * the same step waits for the clock rather than being refused. The steps used are kept in a file of
 * the run, because Playwright starts a new worker process after a failed test.
 */

const STEP_SECONDS = 30;
const USED_STEPS = join(WORK, 'staff-code-steps.json');
const usedStepsSchema = z.record(z.string(), z.number().int());

export function demoStaff(username: string): DemoStaffMember {
  const member = DEMO_STAFF.find((candidate) => candidate.username === username);
  if (!member) throw new Error(`no demo staff member ${username}`);
  return member;
}

export const STAFF_PASSWORD = DEMO_STAFF_PASSWORD;

function usedSteps(): Record<string, number> {
  if (!existsSync(USED_STEPS)) return {};
  return usedStepsSchema.parse(JSON.parse(readFileSync(USED_STEPS, 'utf8')));
}

/** A code the identity service has not seen from this member yet. */
export async function staffCode(username: string): Promise<string> {
  const member = demoStaff(username);
  const now = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const used = usedSteps();
  const step = Math.max(now(), (used[username] ?? -1) + 1);
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  mkdirSync(WORK, { recursive: true });
  writeFileSync(USED_STEPS, JSON.stringify({ ...used, [username]: step }));
  return generateSync({ secret: member.totpSecret, epoch: step * STEP_SECONDS });
}
