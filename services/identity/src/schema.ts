import type { StaffRole } from '@store/contracts/staff';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The identity service's tables, in a Postgres schema of their own (packages/database). */
export const identity = pgSchema('identity');

export const users = identity.table('users', {
  id: uuid('id').primaryKey(),
  /** Stored in its normal form (users/usernames.ts): sign-in by username ignores case and width. */
  username: text('username').notNull().unique(),
  /** The username's TR39 skeleton, so that a look-alike of it is refused; filled at start for older rows. */
  usernameSkeleton: text('username_skeleton').unique(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  registrationCountryIso: text('registration_country_iso').notNull(),
  /**
   * The store locale the customer registered in (e.g. fr-ca): their mail is written in it. Null for
   * accounts made before it was kept, whose mail follows the registration country.
   */
  locale: text('locale'),
  passwordHash: text('password_hash').notNull(),
  passwordSalt: text('password_salt').notNull(),
  kbaQuestion: text('kba_question'),
  kbaAnswerHash: text('kba_answer_hash'),
  /** The profile the UpdateProfile tree edits; none is asked for at registration. */
  phone: text('phone'),
  jobTitle: text('job_title'),
  /** One of PROFESSIONS (@store/contracts/identity). */
  profession: text('profession'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Registrations waiting for their email's confirmation link: only the token's SHA-256 is kept. A
 * row without an account is the notice sent to an address that already has one; it counts toward
 * the address's limit of mails and confirms nothing.
 */
export const registrations = identity.table(
  'registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    account: jsonb('account'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registrations_email').on(t.email)],
);

/** oidc-provider's models (Session, Grant, AuthorizationCode, AccessToken, RefreshToken, Interaction …). */
export const oidcPayloads = identity.table(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
  ],
);

/** Small persistent values: the signing keys, generated on first start and kept. */
export const secrets = identity.table('secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tree step waiting for its answer, found by authId alone; deleted when answered (no replay). */
export const pendingSteps = identity.table(
  'pending_steps',
  {
    authId: text('auth_id').primaryKey(),
    tree: text('tree').notNull(),
    stage: text('stage').notNull(),
    state: jsonb('state').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_steps_expires_at').on(t.expiresAt)],
);

/** Failed sign-in attempts, counted per key (account or client address) over a window. */
export const signInFailures = identity.table(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_at').on(t.key, t.at)],
);

/** Step-up transactions other services create and check (README, Step-up). */
export const transactions = identity.table('transactions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['pending', 'completed', 'consumed'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const webauthnCredentials = identity.table('webauthn_credentials', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  publicKey: text('public_key').notNull(),
  counter: integer('counter').notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password reset links (README, Password reset): only a SHA-256 of the link's token is kept. A
 * link works once (`usedAt`) and until `expiresAt`.
 */
export const passwordResets = identity.table(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_id').on(t.userId)],
);

/**
 * Sign-in email changes waiting for the link mailed to the new address: only the token's SHA-256
 * is kept; a link works once (`usedAt`) and until `expiresAt`.
 */
export const emailChanges = identity.table(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_id').on(t.userId)],
);

/**
 * The store's staff (README, Staff realm): never customers, signed in by the StaffLogin tree of the
 * staff realm. `totpLastStep` is the RFC 6238 time step of the last code accepted, so a code works once.
 */
export const staffMembers = identity.table('staff_members', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  passwordSalt: text('password_salt').notNull(),
  roles: text('roles').array().$type<StaffRole[]>().notNull(),
  totpSecret: text('totp_secret').notNull(),
  totpLastStep: integer('totp_last_step'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions: only the token's SHA-256 is kept; a session ends at `expiresAt` or at logout (`endedAt`). */
export const staffSessions = identity.table(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenSha256: text('token_sha256').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_id').on(t.staffId)],
);

/**
 * Every assisted session a staff member started for a customer, kept for the record. `sessionUid`
 * is the customer's AM session's uid (not its cookie value), which the tokens issued under it carry:
 * it is how their claims learn who acts for the customer.
 */
export const assistedSessions = identity.table(
  'assisted_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    userId: uuid('user_id').notNull(),
    sessionUid: text('session_uid').notNull().unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assisted_sessions_user_id').on(t.userId)],
);
