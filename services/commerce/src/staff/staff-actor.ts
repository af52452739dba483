import type { StaffRole } from '@store/contracts/staff';

/**
 * Who calls the operator API: a signed-in staff member with their roles, or the system (the operator
 * key, kept for server-to-server jobs only: it may call everything and is audited as `system`).
 */
export type StaffActor =
  | { kind: 'staff'; staffId: string; username: string; name: string; roles: readonly StaffRole[] }
  | { kind: 'system' };

/** Administrators may do everything; anyone else needs one of the operation's roles. */
export function mayCall(actor: StaffActor, roles: readonly StaffRole[]): boolean {
  if (actor.kind === 'system') return true;
  return actor.roles.includes('administrator') || actor.roles.some((role) => roles.includes(role));
}

/** How the audit log and the order history name the actor. */
export function actorName(actor: StaffActor): string {
  return actor.kind === 'system' ? 'system' : actor.name;
}
