/**
 * The identity constants every page's browser code reads (the client's settings and the store's
 * paths), in a module of their own: the rest of the identity contract (trees, protocol paths, step-up,
 * the legacy widget) then stays out of the first load of pages that only need to know whether
 * someone is signed in. identity.ts re-exports them, so servers import one module.
 */

/** The AM realm every path lives under: /json/realms/root/realms/{realm}, /oauth2/realms/root/realms/{realm}. */
export const IDENTITY_REALM = 'alpha';

/** The realm path the SDK's `realmPath` option takes. */
export const IDENTITY_REALM_PATH = IDENTITY_REALM;

/** OAuth scopes the storefront asks for; `user_id` releases the user-id claim of the same name. */
export const IDENTITY_USER_ID_CLAIM = 'user_id';
export const IDENTITY_SCOPES = ['openid', 'profile', 'email', IDENTITY_USER_ID_CLAIM] as const;

/** Storefront paths the identity server redirects to; registered for every allowed storefront origin. */
export const IDENTITY_STOREFRONT_PATHS = {
  /** The OAuth redirect_uri (also the page the silent-authorize frame lands on). */
  callback: '/auth/callback',
  /** post_logout_redirect_uri values accepted by end session. */
  postLogout: ['/', '/auth/signed-out'],
  /** Where an interactive authorize without a session sends the browser, with ?goto= to come back. */
  loginPage: '/login',
  /** successUrl of a sign-in without a valid goto. */
  defaultSuccess: '/',
  /**
   * The password-reset page under a locale (`/{locale}/forgot-password`); the reset link adds
   * `?token=`, and the page starts the ForgotPassword tree with it at the new-password step.
   */
  forgotPassword: '/forgot-password',
  /** The registration page under a locale; the confirmation link adds `?token=`, which finishes the registration. */
  register: '/register',
  /** The profile page under a locale; an email change's confirmation link adds `?token=`. */
  profile: '/my-account/profile',
} as const;

/** The identity service's own paths, relative to its mount (the storefront forwards /am/*). */
export const IDENTITY_MOUNT = '/am';
