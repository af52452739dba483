import type { SessionUser } from './session-types.ts';

export interface ProfileNames {
  firstName: string;
  lastName: string;
}

/**
 * Reads the names out of our own /api/customer/profile answer (undefined before it came).
 * Hand-checked: the server has already parsed commerce's answer with the contract, and this chunk
 * stays free of a schema library.
 */
export function parseProfileNames(value: unknown): ProfileNames | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { firstName, lastName } = value as Record<string, unknown>;
  if (typeof firstName !== 'string' || typeof lastName !== 'string') return undefined;
  return { firstName, lastName };
}

/** requirements §3: the stored names follow the profile when they differ; undefined when nothing changes. */
export function userWithProfileNames(user: SessionUser, profile: ProfileNames): SessionUser | undefined {
  if (user.firstName === profile.firstName && user.lastName === profile.lastName) return undefined;
  return { ...user, firstName: profile.firstName, lastName: profile.lastName };
}
