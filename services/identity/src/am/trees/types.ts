import type { Db } from '@store/database';
import type { CallbackSpec, Answers } from '../callbacks.ts';
import type { TreeState } from '../pending-steps.ts';
import type { RateLimiter } from '../../sessions/rate-limit.ts';
import type { SsoFlagSource } from '../../flags/sso-flags.ts';
import type { OrganisationSignIn } from '../../users/organisation-sign-in.ts';
import type { WebAuthnService } from '../../webauthn/webauthn.ts';

/** What a tree may use while it runs one request. */
export interface TreeContext {
  db: Db;
  limiter: RateLimiter;
  /** The reCAPTCHA response the local verifier accepts; none outside the demo for the published one. */
  recaptchaToken: string | undefined;
  /** The client address, for per-address limits. */
  address: string;
  /** The user of the session cookie, when it names a live session (step-up needs one). */
  sessionUserId: string | undefined;
  /** The session is an assisted one: a member of staff acts for the customer (staff/assisted-sessions.ts). */
  assisted: boolean;
  webauthn: WebAuthnService;
  /** The public origin of the request (the storefront's). */
  origin: string;
  /** The authenticate call's query: a resumed redirect step reads code and state from it. */
  query: Record<string, unknown>;
  /** Set when an organisation's OpenID provider is configured; offered only while sso-enabled is on. */
  organisation: OrganisationSignIn | undefined;
  /** The SSO flags, read when the organisation sign-in could be offered. */
  ssoFlags: SsoFlagSource;
  /** The session of the request's cookie, when it is live. */
  sessionId: string | undefined;
  /**
   * Ends every session of the account but `except` (a password reset signs it out everywhere, a
   * password change everywhere else); answers how many.
   */
  endSessionsOf(userId: string, except?: string): Promise<number>;
  /** The account's names or email changed: services that keep its claims ask the identity again. */
  profileChanged(userId: string): Promise<void>;
}

export type Outcome =
  | {
      kind: 'step';
      stage: string;
      header?: string;
      description?: string;
      callbacks: CallbackSpec[];
      state: TreeState;
    }
  | { kind: 'success'; userId: string; amr: string[]; reuseSession?: boolean };

export interface StartInput {
  /** The transaction a composite_advice start names (StepUp only). */
  transactionId?: string;
}

/** A tree: its first step, and how each stage answers. Failures are thrown as AmError. */
export interface Tree {
  name: string;
  start(ctx: TreeContext, input: StartInput): Promise<Outcome>;
  advance(ctx: TreeContext, stage: string, state: TreeState, answers: Answers): Promise<Outcome>;
}
