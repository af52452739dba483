import { z } from 'zod';
import { IDENTITY_TREES } from '@store/contracts/identity';
import { RECAPTCHA_SITE_KEY, verifyRecaptcha } from '@store/service-runtime';
import { AmError } from '../errors.ts';
import {
  deviceProfileCallback,
  nameCallback,
  passwordCallback,
  reCaptchaCallback,
  redirectCallback,
  selectIdPCallback,
} from '../callbacks.ts';
import { ORGANISATION_PROVIDER, type OrganisationSignIn } from '../../users/organisation-sign-in.ts';
import { findUserByLogin } from '../../users/users.ts';
import { RecaptchaRequired, signIn } from './sign-in.ts';
import type { Outcome, Tree, TreeContext } from './types.ts';

/**
 * Login: username and password (with, when an organisation's provider is configured and the
 * sso-enabled flag is on, a SelectIdPCallback to sign in there instead: with sso-show-username-field
 * on, a step asking for the username first, which the organisation gets as its login hint and must
 * vouch for; then a RedirectCallback, and the resumed step); then the device profile the SDK
 * collects; then, for users who registered a security key, WebAuthn as a second factor. When the
 * account or address has failed repeatedly, the first step comes back with a ReCaptchaCallback,
 * and the password is checked only once it is passed.
 */

const deviceProfileSchema = z.looseObject({
  identifier: z.string().max(200).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

const LOCAL = 'localAuthentication';

const NO_LONGER_OFFERED = 'Organisation sign-in is no longer offered; start again.';

/** The organisation sign-in, when it is configured and sso-enabled is on. */
async function offeredOrganisation(ctx: TreeContext) {
  if (!ctx.organisation) return undefined;
  const flags = await ctx.ssoFlags();
  return flags.enabled ? { organisation: ctx.organisation, flags } : undefined;
}

/** The first step; after repeated failures (RecaptchaRequired) the same step asks for a reCAPTCHA too. */
const usernamePassword = async (ctx: TreeContext, withRecaptcha = false): Promise<Outcome> => {
  const withIdP = (await offeredOrganisation(ctx)) !== undefined;
  return {
    kind: 'step',
    stage: 'UsernamePassword',
    header: 'Sign in',
    callbacks: [
      ...(withIdP
        ? [
            selectIdPCallback([
              { provider: LOCAL, uiConfig: {} },
              { provider: ORGANISATION_PROVIDER, uiConfig: { buttonDisplayName: 'Your organisation' } },
            ]),
          ]
        : []),
      nameCallback('User Name'),
      passwordCallback('Password'),
      ...(withRecaptcha ? [reCaptchaCallback(RECAPTCHA_SITE_KEY)] : []),
    ],
    state: { withIdP, withRecaptcha },
  };
};

/** The organisation's sign-in page, with the username as its login hint when one was asked for. */
async function organisationRedirect(
  organisation: OrganisationSignIn,
  ctx: TreeContext,
  username?: string,
): Promise<Outcome> {
  const redirect = await organisation.begin(ctx.origin, username);
  return {
    kind: 'step',
    stage: 'OrganisationRedirect',
    callbacks: [redirectCallback(redirect.url)],
    state: { ...redirect.state, ...(username ? { username } : {}) },
  };
}

const deviceProfile = (userId: string): Outcome => ({
  kind: 'step',
  stage: 'DeviceProfile',
  callbacks: [deviceProfileCallback('Collecting device profile')],
  state: { userId },
});

async function afterDevice(ctx: TreeContext, userId: string): Promise<Outcome> {
  const challenge = await ctx.webauthn.authenticationStep(userId);
  if (!challenge) return { kind: 'success', userId, amr: ['pwd'] };
  return { kind: 'step', stage: 'WebAuthn', header: 'Use your security key', ...challenge };
}

export const loginTree: Tree = {
  name: IDENTITY_TREES.login,
  async start(ctx) {
    return usernamePassword(ctx);
  },
  async advance(ctx, stage, state, answers) {
    const userId = typeof state.userId === 'string' ? state.userId : '';
    switch (stage) {
      case 'UsernamePassword': {
        const first = state.withIdP === true ? 1 : 0;
        if (first === 1) {
          const provider = answers.text(0);
          if (provider === ORGANISATION_PROVIDER) {
            const offered = await offeredOrganisation(ctx);
            if (!offered) throw new AmError(401, NO_LONGER_OFFERED);
            if (offered.flags.showUsernameField) {
              return {
                kind: 'step',
                stage: 'OrganisationUsername',
                header: 'Sign in with your organisation',
                callbacks: [nameCallback('User Name')],
                state: {},
              };
            }
            return organisationRedirect(offered.organisation, ctx);
          }
          if (provider !== '' && provider !== LOCAL)
            throw new AmError(400, `No identity provider is named ${JSON.stringify(provider)}.`);
        }
        const recaptchaPassed =
          state.withRecaptcha === true && verifyRecaptcha(answers.text(first + 2), ctx.recaptchaToken);
        if (state.withRecaptcha === true && !recaptchaPassed) {
          throw new AmError(400, 'The reCAPTCHA check failed; try it again.');
        }
        try {
          const password = answers.text(first + 1, '', { trim: false });
          const user = await signIn(ctx, answers.text(first), password, recaptchaPassed);
          return deviceProfile(user.id);
        } catch (error) {
          if (error instanceof RecaptchaRequired) return await usernamePassword(ctx, true);
          throw error;
        }
      }
      case 'OrganisationUsername': {
        const offered = await offeredOrganisation(ctx);
        if (!offered) throw new AmError(401, NO_LONGER_OFFERED);
        const username = answers.text(0);
        if (!username) throw new AmError(400, 'Enter the username you sign in to your organisation with.');
        return organisationRedirect(offered.organisation, ctx, username.slice(0, 320));
      }
      case 'OrganisationRedirect': {
        const offered = await offeredOrganisation(ctx);
        if (!offered) throw new AmError(401, NO_LONGER_OFFERED);
        const email = await offered.organisation.finish(ctx.query, state);
        if (typeof state.username === 'string' && state.username.toLowerCase() !== email.toLowerCase()) {
          throw new AmError(
            401,
            `Your organisation signed in ${email}, not ${state.username}; sign in with the same account.`,
          );
        }
        const user = await findUserByLogin(ctx.db, email);
        if (!user)
          throw new AmError(401, `No customer of this store has the email ${email}; register first.`);
        return deviceProfile(user.id);
      }
      case 'DeviceProfile': {
        const raw = answers.text(0, '', { trim: false });
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AmError(400, 'The device profile is not valid JSON.');
        }
        if (!deviceProfileSchema.safeParse(parsed).success)
          throw new AmError(400, 'The device profile is not valid.');
        return afterDevice(ctx, userId);
      }
      case 'WebAuthn': {
        await ctx.webauthn.verifyAuthentication(userId, state, answers);
        return { kind: 'success', userId, amr: ['pwd', 'hwk'] };
      }
      default:
        throw new AmError(400, 'Unknown sign-in stage; start again.');
    }
  },
};
