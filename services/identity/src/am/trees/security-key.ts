import { IDENTITY_TREES } from '@store/contracts/identity';
import { AmError } from '../errors.ts';
import { findUserById } from '../../users/users.ts';
import type { Tree } from './types.ts';

/**
 * RegisterSecurityKey: a signed-in customer adds a WebAuthn key, which the Login tree then asks
 * for after the password.
 */

export const securityKeyTree: Tree = {
  name: IDENTITY_TREES.registerSecurityKey,
  async start(ctx) {
    const user = ctx.sessionUserId ? await findUserById(ctx.db, ctx.sessionUserId) : undefined;
    if (!user) throw new AmError(401, 'Sign in first to add a security key.');
    const step = await ctx.webauthn.registrationStep({
      id: user.id,
      username: user.username,
      displayName: `${user.givenName} ${user.familyName}`,
    });
    return { kind: 'step', stage: 'WebAuthnRegistration', header: 'Add a security key', ...step };
  },
  async advance(ctx, stage, state, answers) {
    if (stage !== 'WebAuthnRegistration') throw new AmError(400, 'Unknown security-key stage; start again.');
    const userId = typeof state.userId === 'string' ? state.userId : '';
    if (!userId || ctx.sessionUserId !== userId)
      throw new AmError(401, 'Sign in first; your session has ended.');
    await ctx.webauthn.verifyRegistration(userId, state, answers);
    return { kind: 'success', userId, amr: ['pwd'], reuseSession: true };
  },
};
