import type { StaffActor } from '../staff/staff-actor.ts';

/**
 * How an order's history names finance settling its payment: `operator` for the operator key, as
 * before staff signed in, and `operator:<name>` for a member of staff, like `provider:<event id>`.
 */
export const historyActor = (actor: StaffActor): string =>
  actor.kind === 'system' ? 'operator' : `operator:${actor.name}`;
