import { EMAIL_CHANGE_TOKEN_PARAM, IDENTITY_TREES } from '@store/contracts/identity';
import { isLocale } from '@store/locales';
import { enqueueMail } from '@store/mail';
import { AmError } from '../errors.ts';
import { nameCallback, passwordCallback, textOutputCallback } from '../callbacks.ts';
import {
  EMAIL_CHANGE_LINK_MINUTES,
  emailTaken,
  openEmailChange,
  sendEmailChangeLink,
  setEmail,
  useEmailChange,
} from '../../users/email-changes.ts';
import { checkEmail } from '../../users/policies.ts';
import { hashToken, mailLocale, tokenFromQuery } from './password-reset.ts';
import { signIn } from './sign-in.ts';
import { sessionUser, stepUser } from './signed-in.ts';
import type { Outcome, Tree } from './types.ts';

/**
 * ChangeEmail: the signed-in customer gives the new address and the password (the step-up of
 * requirements §4, inside the tree, throttled as a sign-in). The new address is sent a link; the
 * answer is the same whether another account has that address or not (none is sent then). The
 * link starts the tree again with its token, for the signed-in owner of the request only: the
 * address changes, the old address is told, and the session stays.
 */

const LINK_GONE = 'This confirmation link has expired or was already used; ask for a new link.';
const INDEX = { email: 0, password: 1 };

function sent(): Outcome {
  return {
    kind: 'step',
    stage: 'ChangeEmailSent',
    header: 'Check your new inbox',
    callbacks: [
      textOutputCallback(
        `We have sent a link to the new address. It works once, for ${EMAIL_CHANGE_LINK_MINUTES} minutes; your address changes when you follow it.`,
        '0',
      ),
    ],
    state: {},
  };
}

function done(email: string): Outcome {
  return {
    kind: 'step',
    stage: 'ChangeEmailDone',
    header: 'Email address changed',
    callbacks: [textOutputCallback(`You now sign in with ${email}.`, '0')],
    state: {},
  };
}

async function confirm(ctx: Parameters<Tree['start']>[0], token: string): Promise<Outcome> {
  const user = await sessionUser(ctx);
  const tokenHash = hashToken(token);
  const change = await openEmailChange(ctx.db, tokenHash);
  if (!change) throw new AmError(401, LINK_GONE);
  // Another account's link stays unused: its owner may still follow it.
  if (change.userId !== user.id)
    throw new AmError(403, 'This link was sent for another account; sign in with that account to use it.');
  if (await emailTaken(ctx.db, change.newEmail, user.id))
    throw new AmError(409, 'Another account signs in with this address now; choose another address.');
  if (!(await useEmailChange(ctx.db, tokenHash, user.id))) throw new AmError(401, LINK_GONE);
  await setEmail(ctx.db, user.id, change.newEmail);
  await enqueueMail(ctx.db, {
    template: 'emailChanged',
    to: user.email,
    locale: mailLocale(user),
    params: { givenName: user.givenName, email: change.newEmail },
  });
  await ctx.profileChanged(user.id);
  return done(change.newEmail);
}

export const changeEmailTree: Tree = {
  name: IDENTITY_TREES.changeEmail,
  async start(ctx) {
    const token = tokenFromQuery(ctx.query, EMAIL_CHANGE_TOKEN_PARAM);
    if (token) return confirm(ctx, token);
    const user = await sessionUser(ctx);
    const locale = typeof ctx.query.locale === 'string' && isLocale(ctx.query.locale) ? ctx.query.locale : '';
    return {
      kind: 'step',
      stage: 'ChangeEmail',
      header: 'Change your email address',
      callbacks: [nameCallback('New email address'), passwordCallback('Password')],
      state: { userId: user.id, locale },
    };
  },
  async advance(ctx, stage, state, answers) {
    if (stage === 'ChangeEmailSent') return sent();
    if (stage !== 'ChangeEmail') throw new AmError(400, 'Unknown email-change stage; start again.');
    const user = await stepUser(ctx, state);
    const email = answers.text(INDEX.email).toLowerCase();
    const failures = checkEmail(email, email === user.email);
    if (failures.length)
      throw new AmError(400, 'Failed policy validation', { failedPolicyRequirements: failures });
    await signIn(ctx, user.username, answers.text(INDEX.password, '', { trim: false }), true);
    if (!(await emailTaken(ctx.db, email, user.id))) {
      const locale =
        typeof state.locale === 'string' && isLocale(state.locale) ? state.locale : mailLocale(user);
      await sendEmailChangeLink(ctx.db, user, email, ctx.origin, locale);
    }
    return sent();
  },
};
