import type { StaffRole, StaffSession } from '@store/contracts/staff';
import { validateStaffToken } from '../../clients/identity/staff-realm.ts';

/** The members of staff who may serve customers in the store: the identity service asks the same. */
export const SUPPORT_ROLES: readonly StaffRole[] = ['support-agent', 'administrator'];

export type SupportAgent = Extract<StaffSession, { valid: true }>;

export type AgentCheck =
  | { kind: 'agent'; agent: SupportAgent }
  | { kind: 'signed-out' }
  | { kind: 'not-allowed' }
  | { kind: 'unavailable' };

export function maySupport(session: SupportAgent): boolean {
  return session.roles.some((role) => SUPPORT_ROLES.includes(role));
}

/** Who holds the staff token, and whether they may act for customers. */
export async function checkAgent(staffToken: string | undefined): Promise<AgentCheck> {
  if (!staffToken) return { kind: 'signed-out' };
  const session = await validateStaffToken(staffToken);
  if (!session) return { kind: 'unavailable' };
  if (!session.valid) return { kind: 'signed-out' };
  return maySupport(session) ? { kind: 'agent', agent: session } : { kind: 'not-allowed' };
}
