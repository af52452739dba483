import {
  IDENTITY_TREES,
  KBA_QUESTIONS,
  REGISTRATION_COUNTRIES,
  REGISTRATION_TERMS,
  REGISTRATION_TOKEN_PARAM,
} from '@store/contracts/identity';
import { isLocale, type Locale } from '@store/locales';
import { RECAPTCHA_SITE_KEY, verifyRecaptcha } from '@store/service-runtime';
import { AmError, type FailedPolicyRequirement } from '../errors.ts';
import {
  choiceCallback,
  kbaCreateCallback,
  nameCallback,
  reCaptchaCallback,
  termsCallback,
  textOutputCallback,
  validatedPasswordCallback,
  validatedUsernameCallback,
  type Answers,
} from '../callbacks.ts';
import {
  announce,
  checkEmail,
  checkName,
  checkPassword,
  checkUsername,
  PASSWORD_POLICY,
  USERNAME_POLICY,
} from '../../users/policies.ts';
import { findUserByLogin, toUserRow, usernameTaken } from '../../users/users.ts';
import { accountLocale, tokenFromQuery } from './password-reset.ts';
import { confirmRegistration, mailRegistration, REGISTRATION_LINK_HOURS } from './registration-links.ts';
import type { Outcome, Tree, TreeContext } from './types.ts';

/**
 * Registration: one page of AM callbacks; a valid submission ends, for every address, in "check
 * your email" (ADR 15). The mailed link starts the tree again with its token, which creates the
 * account and signs it in. A username taken, or a look-alike of one, is refused as UNIQUE: a
 * username is a public handle; an email address is never said to be taken.
 */

const LINK_GONE = 'This registration link has expired or was already used; register again.';

/** Country names the choices show; the storefront maps them back to REGISTRATION_COUNTRIES' codes. */
const COUNTRY_CHOICES = REGISTRATION_COUNTRIES.map((country) => country.name);

const INDEX = {
  username: 0,
  givenName: 1,
  familyName: 2,
  email: 3,
  country: 4,
  password: 5,
  kba: 6,
  terms: 7,
  recaptcha: 8,
};

/** The locale of the page that registers, which the confirmation mail and link are in; kept in the step's state. */
function pageLocale(value: unknown): Locale | undefined {
  return typeof value === 'string' && isLocale(value) ? value : undefined;
}

function sent(): Outcome {
  return {
    kind: 'step',
    stage: 'RegistrationSent',
    header: 'Check your email',
    callbacks: [
      textOutputCallback(
        `We have sent a message to the email address you gave. Use its link within ${REGISTRATION_LINK_HOURS} hours to finish creating your account.`,
        '0',
      ),
    ],
    state: {},
  };
}

function page(locale: Locale | undefined, failures: FailedPolicyRequirement[] = []): Outcome {
  const failedFor = (property: string) =>
    failures
      .filter((f) => f.property === property)
      .flatMap((f) =>
        f.policyRequirements.map((r) => JSON.stringify({ ...r, policyRequirements: [r.policyRequirement] })),
      );
  return {
    kind: 'step',
    stage: 'Registration',
    header: 'Create an account',
    callbacks: [
      validatedUsernameCallback('Username', announce(USERNAME_POLICY), failedFor('userName')),
      nameCallback('First Name'),
      nameCallback('Last Name'),
      nameCallback('Email Address'),
      choiceCallback('Country of registration', COUNTRY_CHOICES),
      validatedPasswordCallback('Password', announce(PASSWORD_POLICY), failedFor('password')),
      kbaCreateCallback(
        'Security question',
        KBA_QUESTIONS.map((question) => question.text),
      ),
      termsCallback(REGISTRATION_TERMS.version, REGISTRATION_TERMS.text, REGISTRATION_TERMS.createDate),
      reCaptchaCallback(RECAPTCHA_SITE_KEY),
    ],
    state: locale ? { locale } : {},
  };
}

async function policyFailures(ctx: TreeContext, answers: Answers) {
  const username = answers.text(INDEX.username);
  const givenName = answers.text(INDEX.givenName);
  const familyName = answers.text(INDEX.familyName);
  const email = answers.text(INDEX.email);
  const password = answers.text(INDEX.password, '', { trim: false });
  const failures = [
    ...checkUsername(username, username !== '' && (await usernameTaken(ctx.db, username))),
    ...checkName('givenName', givenName),
    ...checkName('sn', familyName),
    ...checkEmail(email, false),
    ...checkPassword(password, { userName: username, givenName, sn: familyName }),
  ];
  return { failures, username, givenName, familyName, email, password };
}

export const registrationTree: Tree = {
  name: IDENTITY_TREES.registration,
  async start(ctx) {
    const token = tokenFromQuery(ctx.query, REGISTRATION_TOKEN_PARAM);
    if (!token) return page(pageLocale(ctx.query.locale));
    const user = await confirmRegistration(ctx.db, token);
    if (!user) throw new AmError(401, LINK_GONE);
    return { kind: 'success', userId: user.id, amr: ['pwd'] };
  },
  async advance(ctx, stage, state, answers) {
    if (stage === 'RegistrationSent') return sent();
    if (stage !== 'Registration') throw new AmError(400, 'Unknown registration stage; start again.');
    const locale = pageLocale(state.locale);
    const checked = await policyFailures(ctx, answers);
    // AM's validateOnly: the page comes back with the failed policies and nothing is created.
    if (answers.boolean(INDEX.username, 'validateOnly') || answers.boolean(INDEX.password, 'validateOnly')) {
      return page(locale, checked.failures);
    }
    if (checked.failures.length) {
      throw new AmError(400, 'Failed policy validation', { failedPolicyRequirements: checked.failures });
    }
    const choice = answers.number(INDEX.country);
    const country = REGISTRATION_COUNTRIES[choice];
    if (!country) throw new AmError(400, 'Choose a country of registration from the list.');
    const question = answers.text(INDEX.kba, 'question');
    const answer = answers.text(INDEX.kba, 'answer');
    if (!question || question.length > 200 || answer.length < 2) {
      throw new AmError(400, 'Choose a security question and give an answer of at least 2 characters.', {
        failedPolicyRequirements: [
          { property: 'kbaInfo', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
        ],
      });
    }
    if (!answers.boolean(INDEX.terms))
      throw new AmError(400, 'Accept the terms and conditions to create an account.');
    if (!verifyRecaptcha(answers.text(INDEX.recaptcha), ctx.recaptchaToken)) {
      throw new AmError(400, 'The reCAPTCHA check failed; try it again.');
    }
    // The hashes are made for a known address too, so that both answers take as long.
    const mailIn = locale ?? accountLocale(country.code);
    const account = {
      ...(await toUserRow({
        username: checked.username,
        email: checked.email,
        givenName: checked.givenName,
        familyName: checked.familyName,
        registrationCountryIso: country.code,
        password: checked.password,
        kba: { question, answer },
      })),
      locale: mailIn,
    };
    const owner = await findUserByLogin(ctx.db, account.email);
    await mailRegistration(ctx.db, account, owner, ctx.origin, mailIn);
    return sent();
  },
};
