import { AmError } from '../errors.ts';
import type { TreeState } from '../pending-steps.ts';
import { findUserById, type User } from '../../users/users.ts';
import type { TreeContext } from './types.ts';

/**
 * The account trees (UpdateProfile, ChangePassword, ChangeEmail) work for the customer of the
 * session only: each step checks that the session still belongs to the user it started for.
 */

const SIGN_IN_FIRST = 'Sign in first; this needs a signed-in customer.';

export async function sessionUser(ctx: TreeContext): Promise<User> {
  const user = ctx.sessionUserId ? await findUserById(ctx.db, ctx.sessionUserId) : undefined;
  if (!user) throw new AmError(401, SIGN_IN_FIRST);
  return user;
}

export async function stepUser(ctx: TreeContext, state: TreeState): Promise<User> {
  const user = typeof state.userId === 'string' ? await findUserById(ctx.db, state.userId) : undefined;
  if (!user || ctx.sessionUserId !== user.id)
    throw new AmError(401, 'Sign in first; your session has ended.');
  return user;
}
