import { IDENTITY_TREES } from '@store/contracts/identity';
import { enqueueMail } from '@store/mail';
import { AmError } from '../errors.ts';
import { passwordCallback, validatedPasswordCallback } from '../callbacks.ts';
import { announce, checkPassword, PASSWORD_POLICY } from '../../users/policies.ts';
import { setPassword, type User } from '../../users/users.ts';
import type { FailedPolicyRequirement } from '../errors.ts';
import { mailLocale } from './password-reset.ts';
import { accountKey, signIn } from './sign-in.ts';
import { sessionUser, stepUser } from './signed-in.ts';
import type { Outcome, Tree } from './types.ts';

/**
 * ChangePassword: the signed-in customer gives the current password and a new one, which meets
 * the registration's policy. A wrong current password fails the tree and counts as a failed
 * sign-in (the same throttling, sessions/rate-limit.ts). A change ends the account's other
 * sessions with their tokens, keeps this one, and tells the owner by mail.
 */

const INDEX = { current: 0, password: 1 };

function page(user: User, failures: FailedPolicyRequirement[] = []): Outcome {
  const failed = failures.flatMap((f) =>
    f.policyRequirements.map((r) => JSON.stringify({ ...r, policyRequirements: [r.policyRequirement] })),
  );
  return {
    kind: 'step',
    stage: 'ChangePassword',
    header: 'Change your password',
    callbacks: [
      passwordCallback('Current password'),
      validatedPasswordCallback('New password', announce(PASSWORD_POLICY), failed),
    ],
    state: { userId: user.id },
  };
}

export const changePasswordTree: Tree = {
  name: IDENTITY_TREES.changePassword,
  async start(ctx) {
    return page(await sessionUser(ctx));
  },
  async advance(ctx, stage, state, answers) {
    if (stage !== 'ChangePassword') throw new AmError(400, 'Unknown password-change stage; start again.');
    const user = await stepUser(ctx, state);
    const password = answers.text(INDEX.password, '', { trim: false });
    const failures = checkPassword(password, {
      userName: user.username,
      givenName: user.givenName,
      sn: user.familyName,
    });
    // AM's validateOnly: the policies are checked as the customer types, nothing else is.
    if (answers.boolean(INDEX.password, 'validateOnly')) return page(user, failures);
    // The session passed sign-in and any reCAPTCHA its account needed; per-address delays still apply.
    await signIn(ctx, user.username, answers.text(INDEX.current, '', { trim: false }), true);
    if (failures.length)
      throw new AmError(400, 'Failed policy validation', { failedPolicyRequirements: failures });
    await setPassword(ctx.db, user, password);
    await ctx.endSessionsOf(user.id, ctx.sessionId);
    await ctx.limiter.clearAccount(accountKey(user.id, user.username));
    await enqueueMail(ctx.db, {
      template: 'passwordChanged',
      to: user.email,
      locale: mailLocale(user),
      params: { givenName: user.givenName },
    });
    return { kind: 'success', userId: user.id, amr: ['pwd'], reuseSession: true };
  },
};
