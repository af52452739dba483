/** The session's shapes, shared by the provider, its lazily loaded parts and the sign-out. */

/** requirements §3 User (signed in); only what the shell reads for now. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO alpha-2 from the identity provider's profile; empty when not known (requirements §3). */
  registrationCountryIso: string;
  /** In an assisted session, the member of staff acting for the customer (the `act` claim). */
  actor?: { id: string; name: string };
}

export type SessionState =
  | { status: 'processing'; user?: undefined }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; user?: undefined };

/**
 * The identity provider's kind (IDENTITY_PROVIDER_KIND): the AM protocol, or a legacy one whose
 * session script reports the user with events (legacy-session.ts).
 */
export type IdentityKind = 'am' | 'legacy';

export interface SignOutOptions {
  /** Signed out for 30 minutes without activity (requirements §4 Active session monitoring). */
  timeout?: boolean;
  /** The session check was refused (requirements §7: a 401 logs out, silently on registration pages). */
  refused?: boolean;
  /** Where to go instead of the per-path target; honoured only when it is a path on this store. */
  redirectTo?: string;
}
