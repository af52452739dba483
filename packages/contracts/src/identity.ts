/**
 * The identity server's fixed names, shared by the embedded identity service and the storefront's
 * identity client (requirements §9: "Realm fixed; authentication tree named Login"). Plain constants, no
 * zod, so the browser bundle that imports them stays small.
 */

import { IDENTITY_REALM } from './identity-client.ts';

export * from './identity-client.ts';

/** Authentication trees (authIndexType=service&authIndexValue={tree}). */
export const IDENTITY_TREES = {
  login: 'Login',
  registration: 'Registration',
  forgotPassword: 'ForgotPassword',
  stepUp: 'StepUp',
  /** A signed-in customer adds a WebAuthn security key, asked for at sign-in from then on. */
  registerSecurityKey: 'RegisterSecurityKey',
  /** A signed-in customer edits names, phone, job title and profession. */
  updateProfile: 'UpdateProfile',
  /** A signed-in customer changes the password, giving the current one. */
  changePassword: 'ChangePassword',
  /** A signed-in customer asks for a new sign-in email; started with `?token=`, the mailed link confirms it. */
  changeEmail: 'ChangeEmail',
} as const;

export type IdentityTree = (typeof IDENTITY_TREES)[keyof typeof IDENTITY_TREES];

/** The session cookie the authenticate API sets and authorize with prompt=none honours (AM's name). */
export const IDENTITY_SESSION_COOKIE = 'iPlanetDirectoryPro';

/** The query parameter of a password-reset link, which the ForgotPassword tree's start reads. */
export const PASSWORD_RESET_TOKEN_PARAM = 'token';

/** The query parameter of a registration's confirmation link, which the Registration tree's start reads. */
export const REGISTRATION_TOKEN_PARAM = 'token';

/** The query parameter of an email change's confirmation link, which the ChangeEmail tree's start reads. */
export const EMAIL_CHANGE_TOKEN_PARAM = 'token';

/** The identity provider's session script every page loads (requirements §1), under IDENTITY_MOUNT. */
export const IDENTITY_SESSION_SCRIPT = '/session.js';
/**
 * requirements §7 Product backend's timeout-check address, under IDENTITY_MOUNT: `?timeout={bool}&goto={path}`
 * answers a redirect to the store path the sign-out leads to (timeout=true first ends the identity
 * session the cookie carries), and the storefront reads the final URL.
 */
export const IDENTITY_TIMEOUT_CHECK = '/timeout-check';

/** The window event the session script dispatches once it knows whether an AM session is live: detail { valid, uid? }. */
export const IDENTITY_SESSION_EVENT = 'identity:session';

// The trees' lists live apart: every page's shell reads this module, and only the registration and
// profile pages read them (Turbopack leaves out a side-effect-free module none of a page's imports use).
export {
  KBA_QUESTIONS,
  PROFESSION_NOT_GIVEN,
  PROFESSIONS,
  REGISTRATION_COUNTRIES,
  REGISTRATION_TERMS,
} from './identity-lists.ts';
export type { KbaQuestionKey, Profession } from './identity-lists.ts';

export function identityPaths(realm: string = IDENTITY_REALM) {
  const json = `/json/realms/root/realms/${realm}`;
  const oauth2 = `/oauth2/realms/root/realms/${realm}`;
  return {
    authenticate: `${json}/authenticate`,
    sessions: `${json}/sessions`,
    transactions: `${json}/transactions`,
    authorize: `${oauth2}/authorize`,
    accessToken: `${oauth2}/access_token`,
    userInfo: `${oauth2}/userinfo`,
    endSession: `${oauth2}/connect/endSession`,
    revoke: `${oauth2}/token/revoke`,
    introspect: `${oauth2}/introspect`,
    jwks: `${oauth2}/connect/jwk_uri`,
    discovery: `${oauth2}/.well-known/openid-configuration`,
    oauth2,
    json,
  };
}

/** The step-up advice the SDK turns into authIndexType=composite_advice. */
export const TRANSACTION_CONDITION_ADVICE = 'TransactionConditionAdvice';

/**
 * The WWW-Authenticate value of a 401 that asks for step-up, as AM/IG send it; the SDK's
 * HttpClient reads the base64 JSON of `advices` and runs the StepUp tree for the transaction.
 */
export function stepUpChallenge(transactionId: string): string {
  const advices = btoa(JSON.stringify({ [TRANSACTION_CONDITION_ADVICE]: [transactionId] }));
  return `SSOADVICE realm="/${IDENTITY_REALM}",advices="${advices}",ttl="0"`;
}

/** The header the SDK adds when it retries a call after step-up. */
export const TRANSACTION_ID_HEADER = 'x-txid';

/**
 * The legacy identity provider's page events (requirements §4 Legacy session widget): its session script
 * dispatches them on window when the customer signs in or out. `login` carries
 * `detail: { userId, token }` (the customer's id and an access token the storefront's browse
 * routes accept); `logout` carries no detail.
 */
export const LEGACY_LOGIN_EVENT = 'login';
export const LEGACY_LOGOUT_EVENT = 'logout';

/** The product backend's browse paths on the storefront's origin (requirements §7 Product backend). */
export const LEGACY_BROWSE_PATHS = {
  identityProfiles: '/api/assessments/browse/identityProfiles',
  routingRegion: '/api/assessments/browse/routingRegion',
  session: '/api/assessments/browse/session',
} as const;
