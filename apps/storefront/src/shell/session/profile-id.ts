/**
 * requirements §3 storage key profile-id: the profile id of the signed-in customer (the customer's id,
 * which commerce's profile and the identity provider's user-id claim share), in localStorage beside
 * lastUserActivityTime and tokenExpiryTimeStamp so that every tab of the store reads the same one.
 * Written while someone is signed in, removed on every sign-out (here, by timeout, or in another tab).
 */
export const PROFILE_ID_STORAGE_KEY = 'profile-id';

const profileIdPattern = /^[0-9a-f-]{36}$/i;

/** The stored profile id; anything this code did not write reads as none. */
export function readProfileId(storage: Storage = localStorage): string | undefined {
  try {
    const value = storage.getItem(PROFILE_ID_STORAGE_KEY);
    return value && profileIdPattern.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberProfileId(profileId: string, storage: Storage = localStorage): void {
  try {
    if (storage.getItem(PROFILE_ID_STORAGE_KEY) !== profileId)
      storage.setItem(PROFILE_ID_STORAGE_KEY, profileId);
  } catch {
    // Storage refused: the legacy widget then waits for its login event on every page.
  }
}

export function forgetProfileId(storage: Storage = localStorage): void {
  try {
    storage.removeItem(PROFILE_ID_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
