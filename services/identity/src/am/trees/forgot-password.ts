import { IDENTITY_TREES } from '@store/contracts/identity';
import { AmError } from '../errors.ts';
import {
  confirmationCallback,
  nameCallback,
  passwordCallback,
  pollingWaitCallback,
  validatedPasswordCallback,
} from '../callbacks.ts';
import { DEMO_KBA } from '../../users/demo-customers.ts';
import { burnHash } from '../../users/passwords.ts';
import { announce, checkPassword, PASSWORD_POLICY } from '../../users/policies.ts';
import { findUserById, findUserByLogin, setPassword, verifyKbaAnswer } from '../../users/users.ts';
import { accountKey, refuseWhenLimited } from './sign-in.ts';
import type { TreeState } from '../pending-steps.ts';
import type { Outcome, Tree } from './types.ts';

/**
 * ForgotPassword: username or email, then the account's security question (AM's KBA
 * verification asks it as a PasswordCallback), then a new password with a Reset/Cancel
 * confirmation. Unknown accounts get a question too, so the tree does not tell who exists.
 * After failed answers the question waits behind a PollingWaitCallback that doubles with each
 * failure (AM's back-off pattern), so guessing cannot run at full speed.
 */

const MAX_WAIT_MS = 30_000;

export function backOffMs(failures: number): number {
  return failures === 0 ? 0 : Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - 1));
}

function kbaQuestion(question: string, state: TreeState): Outcome {
  return {
    kind: 'step',
    stage: 'ForgotPasswordKba',
    header: 'Answer your security question',
    callbacks: [passwordCallback(question)],
    state,
  };
}

function waiting(notBefore: number, state: TreeState): Outcome {
  return {
    kind: 'step',
    stage: 'ForgotPasswordWait',
    header: 'Please wait',
    callbacks: [
      pollingWaitCallback(Math.max(notBefore - Date.now(), 0), 'Checking your account; this takes a moment.'),
    ],
    state: { ...state, notBefore },
  };
}

export const forgotPasswordTree: Tree = {
  name: IDENTITY_TREES.forgotPassword,
  async start() {
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
        const user = await findUserByLogin(ctx.db, login);
        const next = {
          userId: user?.kbaAnswerHash ? user.id : '',
          login: login.toLowerCase(),
          question: user?.kbaQuestion ?? DEMO_KBA.question,
        };
        const wait = backOffMs(
          await ctx.limiter.accountFailures(accountKey(next.userId || undefined, next.login)),
        );
        return wait ? waiting(Date.now() + wait, next) : kbaQuestion(next.question, next);
      }
      case 'ForgotPasswordWait': {
        const notBefore = Number(state.notBefore ?? 0);
        // Answering before the wait is over only restarts the remaining wait.
        if (Date.now() < notBefore) return waiting(notBefore, state);
        return kbaQuestion(String(state.question ?? DEMO_KBA.question), state);
      }
      case 'ForgotPasswordKba': {
        const userId = typeof state.userId === 'string' && state.userId ? state.userId : undefined;
        const keys = { account: accountKey(userId, String(state.login ?? '')), address: ctx.address };
        await refuseWhenLimited(ctx, keys);
        const user = userId ? await findUserById(ctx.db, userId) : undefined;
        const answer = answers.text(0);
        const valid = user ? await verifyKbaAnswer(user, answer) : (await burnHash(answer), false);
        if (!user || !valid) {
          await ctx.limiter.recordFailure(keys);
          throw new AmError(401, 'The answer to the security question is not correct.');
        }
        return {
          kind: 'step',
          stage: 'ForgotPasswordReset',
          header: 'Choose a new password',
          callbacks: [
            validatedPasswordCallback('New password', announce(PASSWORD_POLICY)),
            confirmationCallback(['Reset password', 'Cancel']),
          ],
          state: { userId: user.id },
        };
      }
      case 'ForgotPasswordReset': {
        const user = typeof state.userId === 'string' ? await findUserById(ctx.db, state.userId) : undefined;
        if (!user) throw new AmError(401, 'This password reset is no longer valid; start again.');
        if (answers.number(1) !== 0) throw new AmError(401, 'Password reset cancelled.');
        const password = answers.text(0, '', { trim: false });
        const failures = checkPassword(password, {
          userName: user.username,
          givenName: user.givenName,
          sn: user.familyName,
        });
        if (failures.length)
          throw new AmError(400, 'Failed policy validation', { failedPolicyRequirements: failures });
        await setPassword(ctx.db, user, password);
        await ctx.limiter.clearAccount(accountKey(user.id, user.username));
        return { kind: 'success', userId: user.id, amr: ['pwd', 'kba'] };
      }
      default:
        throw new AmError(400, 'Unknown password-reset stage; start again.');
    }
  },
};
