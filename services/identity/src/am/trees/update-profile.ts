import { IDENTITY_TREES, PROFESSION_NOT_GIVEN, PROFESSIONS } from '@store/contracts/identity';
import { AmError } from '../errors.ts';
import { choiceCallback, nameCallback } from '../callbacks.ts';
import { checkProfile, isProfession, saveProfile } from '../../users/profiles.ts';
import type { User } from '../../users/users.ts';
import { sessionUser, stepUser } from './signed-in.ts';
import type { Outcome, Tree } from './types.ts';

/**
 * UpdateProfile: one page with the signed-in customer's names, phone, job title and profession,
 * prefilled. A valid answer saves them and keeps the session; changed names are announced, so
 * that commerce's customer record takes them on its next call (requirements §3).
 */

const PROFESSION_CHOICES = [PROFESSION_NOT_GIVEN, ...PROFESSIONS];

const INDEX = { givenName: 0, familyName: 1, phone: 2, jobTitle: 3, profession: 4 };

function page(user: User): Outcome {
  const current = user.profession ? PROFESSION_CHOICES.indexOf(user.profession) : 0;
  return {
    kind: 'step',
    stage: 'UpdateProfile',
    header: 'Your profile',
    callbacks: [
      nameCallback('First Name', user.givenName),
      nameCallback('Last Name', user.familyName),
      nameCallback('Phone number', user.phone ?? ''),
      nameCallback('Job title', user.jobTitle ?? ''),
      choiceCallback('Profession', PROFESSION_CHOICES, Math.max(current, 0)),
    ],
    state: { userId: user.id },
  };
}

export const updateProfileTree: Tree = {
  name: IDENTITY_TREES.updateProfile,
  async start(ctx) {
    return page(await sessionUser(ctx));
  },
  async advance(ctx, stage, state, answers) {
    if (stage !== 'UpdateProfile') throw new AmError(400, 'Unknown profile stage; start again.');
    const user = await stepUser(ctx, state);
    const choice = PROFESSION_CHOICES[answers.number(INDEX.profession)];
    if (choice === undefined) throw new AmError(400, 'Choose a profession from the list.');
    const profile = {
      givenName: answers.text(INDEX.givenName),
      familyName: answers.text(INDEX.familyName),
      phone: answers.text(INDEX.phone),
      jobTitle: answers.text(INDEX.jobTitle),
      profession: isProfession(choice) ? choice : undefined,
    };
    const failures = checkProfile(profile);
    if (failures.length)
      throw new AmError(400, 'Failed policy validation', { failedPolicyRequirements: failures });
    if (await saveProfile(ctx.db, user.id, profile)) await ctx.profileChanged(user.id);
    return { kind: 'success', userId: user.id, amr: ['pwd'], reuseSession: true };
  },
};
