import { AmError } from '../errors.ts';
import { burnHash, verifySecret } from '../../users/passwords.ts';
import { findUserByLogin, type User } from '../../users/users.ts';
import type { TreeContext } from './types.ts';

/** Username and password, checked under the per-account and per-address limits. */
export async function signIn(ctx: TreeContext, login: string, password: string): Promise<User> {
  if (!login || !password) throw new AmError(401, 'Login failure: enter your username and password.');
  const user = await findUserByLogin(ctx.db, login);
  // One account, one counter, whether it is named by username or by email.
  const keys = { account: accountKey(user?.id, login), address: ctx.address };
  await refuseWhenLimited(ctx, keys);
  const valid = user
    ? await verifySecret(password, user.passwordSalt, user.passwordHash)
    : (await burnHash(password), false);
  if (!user || !valid) {
    await ctx.limiter.recordFailure(keys);
    throw new AmError(401, 'Login failure: the username or password is not correct.');
  }
  await ctx.limiter.clearAccount(keys.account);
  return user;
}

export function accountKey(userId: string | undefined, login: string): string {
  return userId ? `user:${userId}` : `login:${login.trim().toLowerCase()}`;
}

export async function refuseWhenLimited(
  ctx: TreeContext,
  keys: { account?: string; address: string },
): Promise<void> {
  const wait = await ctx.limiter.blockedFor(keys);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new AmError(
      429,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { headers: { 'retry-after': String(wait) } },
    );
  }
}
