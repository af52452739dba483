import { NOTIFICATIONS_STORAGE_KEY } from '@store/contracts/notification-keys';
import { clearPendingReturn } from './pending-return.ts';
import { fetchUserInfo, UserInfoError, type IdentityUser } from './userinfo.ts';
import { readStoredTokens, tokenDecision, type StoredTokens } from './stored-tokens.ts';
import { SESSION_CHANGED_EVENT, tokenStorageKey, type IdentitySettings } from './config.ts';

/**
 * Who is signed in on this page (SPEC 4 Session): nobody without stored tokens; with good tokens,
 * the user info (kept for the tab, so that each page does not ask again); with tokens near expiry,
 * a renewal, which alone loads the SDK.
 */

const USER_CACHE_KEY = 'store-session-user';

function cachedUser(accessToken: string): IdentityUser | undefined {
  try {
    const raw = sessionStorage.getItem(USER_CACHE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as { token?: unknown; user?: IdentityUser };
    return value.token === accessToken.slice(-24) && value.user?.id ? value.user : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the user for the tab; also how names refreshed from the commerce profile are stored (SPEC 3). */
export function cacheUser(accessToken: string, user: IdentityUser): void {
  try {
    sessionStorage.setItem(USER_CACHE_KEY, JSON.stringify({ token: accessToken.slice(-24), user }));
  } catch {
    // Without session storage the user info is asked for on every page.
  }
}

export function forgetSessionUser(): void {
  try {
    sessionStorage.removeItem(USER_CACHE_KEY);
  } catch {
    // Nothing was kept.
  }
}

async function renewedTokens(
  settings: IdentitySettings,
  onRedirect: () => void,
): Promise<StoredTokens | undefined> {
  const { getTokens } = await import('./tokens.ts');
  onRedirect();
  try {
    const tokens = await getTokens(settings, { login: 'redirect' });
    // Renewed without leaving the page: there is no way back to keep.
    if (tokens) clearPendingReturn();
    return tokens ?? undefined;
  } catch {
    clearPendingReturn();
    return undefined;
  }
}

export async function currentUser(
  settings: IdentitySettings,
  /** Called before a renewal that may leave for the identity provider (to keep the way back). */
  beforeRenewal: () => void,
): Promise<IdentityUser | undefined> {
  let tokens = readStoredTokens(settings.clientId);
  const decision = tokenDecision(tokens, Date.now());
  if (decision === 'none') return undefined;
  if (decision === 'renew') tokens = await renewedTokens(settings, beforeRenewal);
  if (!tokens) return undefined;
  const cached = cachedUser(tokens.accessToken);
  if (cached) return cached;
  try {
    const user = await fetchUserInfo(settings.origin, tokens.accessToken);
    cacheUser(tokens.accessToken, user);
    return user;
  } catch (error) {
    // A token the provider no longer accepts is of no use to keep.
    if (error instanceof UserInfoError && error.status === 401) {
      try {
        localStorage.removeItem(tokenStorageKey(settings.clientId));
      } catch {
        // Storage refused: the next page asks again.
      }
    }
    return undefined;
  }
}

/**
 * Signs out (SPEC 4 Logout and Sign-out; the SDK loads only now) and tells the page the session
 * changed. The session's show-once notifications are forgotten with it.
 */
export async function endSession(settings: IdentitySettings): Promise<void> {
  try {
    sessionStorage.removeItem(NOTIFICATIONS_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
  const { signOut } = await import('./tokens.ts');
  try {
    await signOut(settings);
  } finally {
    forgetSessionUser();
    window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  }
}
