import { IDENTITY_TREES } from '@store/contracts/identity';
import { AmError } from '../errors.ts';
import { confirmationCallback, passwordCallback } from '../callbacks.ts';
import { completeTransaction, findOpenTransaction } from '../transactions.ts';
import { findUserById } from '../../users/users.ts';
import { signIn } from './sign-in.ts';
import type { Tree } from './types.ts';

/**
 * StepUp: the signed-in customer confirms their password for one transaction (composite_advice
 * with a TransactionConditionAdvice). Completing it marks the transaction done; the session stays.
 */

export const stepUpTree: Tree = {
  name: IDENTITY_TREES.stepUp,
  async start(ctx, input) {
    if (!ctx.sessionUserId) throw new AmError(401, 'Sign in first; this action needs a signed-in customer.');
    const transaction = input.transactionId
      ? await findOpenTransaction(ctx.db, input.transactionId)
      : undefined;
    if (
      input.transactionId &&
      (!transaction || transaction.userId !== ctx.sessionUserId || transaction.status !== 'pending')
    ) {
      throw new AmError(401, 'This confirmation request has expired or was already used.');
    }
    return {
      kind: 'step',
      stage: 'StepUpPassword',
      header: 'Confirm it is you',
      description: transaction?.description ?? 'Enter your password to continue.',
      callbacks: [passwordCallback('Password'), confirmationCallback(['Confirm', 'Cancel'])],
      state: { userId: ctx.sessionUserId, transactionId: transaction?.id ?? '' },
    };
  },
  async advance(ctx, stage, state, answers) {
    if (stage !== 'StepUpPassword') throw new AmError(400, 'Unknown step-up stage; start again.');
    const user = typeof state.userId === 'string' ? await findUserById(ctx.db, state.userId) : undefined;
    if (!user || ctx.sessionUserId !== user.id)
      throw new AmError(401, 'Sign in first; your session has ended.');
    if (answers.number(1) !== 0) throw new AmError(401, 'Confirmation cancelled.');
    // The session was signed in past any reCAPTCHA its account needed; per-address delays still apply.
    await signIn(ctx, user.username, answers.text(0, '', { trim: false }), true);
    const transactionId = typeof state.transactionId === 'string' ? state.transactionId : '';
    if (transactionId && !(await completeTransaction(ctx.db, transactionId, user.id))) {
      throw new AmError(401, 'This confirmation request has expired or was already used.');
    }
    return { kind: 'success', userId: user.id, amr: ['pwd'], reuseSession: true };
  },
};
