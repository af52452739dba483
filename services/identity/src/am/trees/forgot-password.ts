import { IDENTITY_TREES } from '@store/contracts/identity';
import { AmError } from '../errors.ts';
import {
  confirmationCallback,
  nameCallback,
  textOutputCallback,
  validatedPasswordCallback,
} from '../callbacks.ts';
import { announce, checkPassword, PASSWORD_POLICY } from '../../users/policies.ts';
import { findUserById, findUserByLogin, setPassword } from '../../users/users.ts';
import { accountKey } from './sign-in.ts';
import {
  hashToken,
  RESET_LINK_MINUTES,
  sendResetLink,
  tokenFromQuery,
  useLink,
  userOfLink,
} from './password-reset.ts';
import type { Outcome, Tree } from './types.ts';

/**
 * ForgotPassword, a reset by email: the customer gives a username or email address and is told,
 * whoever they are, that an account by that name has been sent a link. The link's page starts the
 * tree again with the token, which opens the new-password step; the new password signs the account
 * out everywhere and this browser in. Nothing here tells who has an account, and no answer the
 * customer knows (a security answer) resets a password on its own.
 */

const LINK_GONE = 'This password reset link has expired or was already used; ask for a new link.';

function sent(): Outcome {
  return {
    kind: 'step',
    stage: 'ForgotPasswordSent',
    header: 'Check your email',
    callbacks: [
      textOutputCallback(
        `If an account exists for that username or email address, we have sent it a link to reset the password. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
        '0',
      ),
    ],
    state: {},
  };
}

export const forgotPasswordTree: Tree = {
  name: IDENTITY_TREES.forgotPassword,
  async start(ctx) {
    const token = tokenFromQuery(ctx.query);
    if (token) {
      const tokenHash = hashToken(token);
      if (!(await userOfLink(ctx.db, tokenHash))) throw new AmError(401, LINK_GONE);
      return {
        kind: 'step',
        stage: 'ForgotPasswordReset',
        header: 'Choose a new password',
        callbacks: [
          validatedPasswordCallback('New password', announce(PASSWORD_POLICY)),
          confirmationCallback(['Reset password', 'Cancel']),
        ],
        state: { tokenHash },
      };
    }
    return {
      kind: 'step',
      stage: 'ForgotPasswordUser',
      header: 'Reset your password',
      callbacks: [nameCallback('Username or email address')],
      state: {},
    };
  },
  async advance(ctx, stage, state, answers) {
    switch (stage) {
      case 'ForgotPasswordUser': {
        const login = answers.text(0);
        if (!login) throw new AmError(400, 'Enter your username or email address.');
        await sendResetLink(ctx.db, await findUserByLogin(ctx.db, login), ctx.origin);
        return sent();
      }
      case 'ForgotPasswordSent':
        return sent();
      case 'ForgotPasswordReset': {
        const tokenHash = typeof state.tokenHash === 'string' ? state.tokenHash : '';
        const userId = await userOfLink(ctx.db, tokenHash);
        const user = userId ? await findUserById(ctx.db, userId) : undefined;
        if (!user) throw new AmError(401, LINK_GONE);
        if (answers.number(1) !== 0) throw new AmError(401, 'Password reset cancelled.');
        const password = answers.text(0, '', { trim: false });
        const failures = checkPassword(password, {
          userName: user.username,
          givenName: user.givenName,
          sn: user.familyName,
        });
        // A refused password leaves the link working, so the customer can try another.
        if (failures.length)
          throw new AmError(400, 'Failed policy validation', { failedPolicyRequirements: failures });
        if ((await useLink(ctx.db, tokenHash)) !== user.id) throw new AmError(401, LINK_GONE);
        await setPassword(ctx.db, user, password);
        await ctx.endSessionsOf(user.id);
        await ctx.limiter.clearAccount(accountKey(user.id, user.username));
        return { kind: 'success', userId: user.id, amr: ['pwd'] };
      }
      default:
        throw new AmError(400, 'Unknown password-reset stage; start again.');
    }
  },
};
