import { mutate } from 'swr';
import { SESSION_CHANGED_EVENT } from '../../clients/identity/config.ts';
import { forgetSessionUser } from '../../clients/identity/session-user.ts';

/**
 * The key of the commerce profile's answer (requirements §7 GET user profile): the signed-in session
 * reads the names from it and the account page the whole profile, from one request.
 */
export const profileKey = (userId: string) => ['customer-profile', userId] as const;

/**
 * After the customer changed their names or email: the profile is asked for again, then the
 * session's user, so that the header's greeting follows (requirements §3). The profile comes
 * first: the session takes its names over the user info's whenever they differ.
 */
export async function refreshSessionProfile(userId: string): Promise<void> {
  forgetSessionUser();
  await mutate(profileKey(userId));
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
