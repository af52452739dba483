import { STAFF_LOGIN_TREE } from '@store/contracts/staff';
import type { Db } from '@store/database';
import { RECAPTCHA_SITE_KEY, verifyRecaptcha } from '@store/service-runtime';
import type { Answers, CallbackSpec } from '../am/callbacks.ts';
import { nameCallback, passwordCallback, reCaptchaCallback } from '../am/callbacks.ts';
import { AmError } from '../am/errors.ts';
import type { TreeState } from '../am/pending-steps.ts';
import { throttled } from '../am/trees/sign-in.ts';
import type { RateLimiter } from '../sessions/rate-limit.ts';
import { burnHash, verifySecret } from '../users/passwords.ts';
import { acceptOneTimeCode } from './one-time-codes.ts';
import { findStaffById, findStaffByUsername, type StaffMember } from './staff-members.ts';

/**
 * StaffLogin, the staff realm's only tree: username and password, then a one-time code from the
 * member's authenticator. Wrong passwords and wrong codes count as failed sign-ins under the
 * customers' throttling rules, on keys of their own; after repeated failures the first step asks
 * for a reCAPTCHA too, as the customers' Login does.
 */

export interface StaffTreeContext {
  db: Db;
  limiter: RateLimiter;
  recaptchaToken: string | undefined;
  address: string;
}

export type StaffOutcome =
  | { kind: 'step'; stage: string; header: string; callbacks: CallbackSpec[]; state: TreeState }
  | { kind: 'success'; staffId: string };

const WRONG_PASSWORD = 'Login failure: the username or password is not correct.';

const accountKey = (staffId: string | undefined, username: string) =>
  staffId ? `staff:member:${staffId}` : `staff:login:${username.trim().toLowerCase()}`;

const addressKey = (address: string) => `staff:${address}`;

function usernamePassword(withRecaptcha = false): StaffOutcome {
  return {
    kind: 'step',
    stage: 'UsernamePassword',
    header: 'Staff sign-in',
    callbacks: [
      nameCallback('User Name'),
      passwordCallback('Password'),
      ...(withRecaptcha ? [reCaptchaCallback(RECAPTCHA_SITE_KEY)] : []),
    ],
    state: { withRecaptcha },
  };
}

const oneTimeCode = (member: StaffMember): StaffOutcome => ({
  kind: 'step',
  stage: 'OneTimeCode',
  header: 'Enter the code from your authenticator',
  callbacks: [passwordCallback('One-time code')],
  state: { staffId: member.id },
});

async function checkPassword(
  ctx: StaffTreeContext,
  username: string,
  password: string,
  recaptchaPassed: boolean,
): Promise<StaffMember | 'recaptcha'> {
  if (!username || !password) throw new AmError(401, 'Login failure: enter your username and password.');
  const member = await findStaffByUsername(ctx.db, username);
  const decision = await ctx.limiter.attempt(
    { account: accountKey(member?.id, username), address: addressKey(ctx.address) },
    recaptchaPassed,
  );
  if (decision.kind === 'recaptcha') return 'recaptcha';
  if (decision.kind === 'wait') throw throttled(decision.seconds);
  const valid = member
    ? await verifySecret(password, member.passwordSalt, member.passwordHash)
    : (await burnHash(password), false);
  if (!member || !valid || !member.active) throw new AmError(401, WRONG_PASSWORD);
  await decision.attempt.succeeded();
  return member;
}

async function checkCode(ctx: StaffTreeContext, staffId: string, code: string): Promise<void> {
  const member = await findStaffById(ctx.db, staffId);
  if (!member?.active) throw new AmError(401, 'Login failure: this account cannot sign in; start again.');
  // The password was right (past any reCAPTCHA its account needed); per-address delays still apply.
  const decision = await ctx.limiter.attempt(
    { account: accountKey(member.id, member.username), address: addressKey(ctx.address) },
    true,
  );
  if (decision.kind === 'wait') throw throttled(decision.seconds);
  if (decision.kind !== 'evaluate' || !(await acceptOneTimeCode(ctx.db, member, code))) {
    throw new AmError(401, 'Login failure: the one-time code is not correct or was already used.');
  }
  await decision.attempt.succeeded();
}

export const staffLoginTree = {
  name: STAFF_LOGIN_TREE,
  start: (): StaffOutcome => usernamePassword(),
  async advance(
    ctx: StaffTreeContext,
    stage: string,
    state: TreeState,
    answers: Answers,
  ): Promise<StaffOutcome> {
    switch (stage) {
      case 'UsernamePassword': {
        const withRecaptcha = state.withRecaptcha === true;
        const recaptchaPassed = withRecaptcha && verifyRecaptcha(answers.text(2), ctx.recaptchaToken);
        if (withRecaptcha && !recaptchaPassed) {
          throw new AmError(400, 'The reCAPTCHA check failed; try it again.');
        }
        const member = await checkPassword(
          ctx,
          answers.text(0),
          answers.text(1, '', { trim: false }),
          recaptchaPassed,
        );
        return member === 'recaptcha' ? usernamePassword(true) : oneTimeCode(member);
      }
      case 'OneTimeCode': {
        const staffId = typeof state.staffId === 'string' ? state.staffId : '';
        await checkCode(ctx, staffId, answers.text(0).replace(/\s/g, ''));
        return { kind: 'success', staffId };
      }
      default:
        throw new AmError(400, 'Unknown sign-in stage; start again.');
    }
  },
};
