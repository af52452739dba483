import { AmError } from '../errors.ts';
import { burnHash, verifySecret } from '../../users/passwords.ts';
import { findUserByLogin, type User } from '../../users/users.ts';
import type { TreeContext } from './types.ts';

/**
 * Username and password, checked under the per-account and per-address throttling
 * (sessions/rate-limit.ts). A throttled attempt is answered before its password is looked at.
 */

/** The account or address must show a passed reCAPTCHA before its password is checked. */
export class RecaptchaRequired extends Error {
  override name = 'RecaptchaRequired';
}

export async function signIn(
  ctx: TreeContext,
  login: string,
  password: string,
  recaptchaPassed: boolean,
): Promise<User> {
  if (!login || !password) throw new AmError(401, 'Login failure: enter your username and password.');
  const user = await findUserByLogin(ctx.db, login);
  // One account, one counter, whether it is named by username or by email.
  const decision = await ctx.limiter.attempt(
    { account: accountKey(user?.id, login), address: ctx.address },
    recaptchaPassed,
  );
  if (decision.kind === 'recaptcha') throw new RecaptchaRequired();
  if (decision.kind === 'wait') throw throttled(decision.seconds);
  const valid = user
    ? await verifySecret(password, user.passwordSalt, user.passwordHash)
    : (await burnHash(password), false);
  if (!user || !valid) throw new AmError(401, 'Login failure: the username or password is not correct.');
  await decision.attempt.succeeded();
  return user;
}

export function accountKey(userId: string | undefined, login: string): string {
  return userId ? `user:${userId}` : `login:${login.trim().toLowerCase()}`;
}

/** The 429 of an address that must wait before its next attempt. */
export function throttled(seconds: number): AmError {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AmError(429, `Too many failed sign-in attempts. Try again in ${wait}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}
