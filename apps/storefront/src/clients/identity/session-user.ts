import { NOTIFICATIONS_STORAGE_KEY } from '@store/contracts/notification-keys';
import type { Locale } from '@store/locales';
import { COMMERCE_LOGOUT_FAILURE, LOGOUT_ROUTE_PATH } from '../commerce/logout-failure.ts';
import { clearPendingReturn } from './pending-return.ts';
import { fetchUserInfo, UserInfoError, type IdentityUser } from './userinfo.ts';
import { readStoredTokens, tokenDecision, type StoredTokens } from './stored-tokens.ts';
import { tokenStorageKey, type IdentitySettings } from './config.ts';

/**
 * Who is signed in on this page (requirements §4 Session): nobody without stored tokens; with good tokens,
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

/** Keeps the user for the tab; also how names refreshed from the commerce profile are stored (requirements §3). */
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
  const decision = tokenDecision(tokens, Date.now(), { thresholdMs: settings.tokenThresholdMs });
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

/** Forgets this tab's part of the session: the cached user and the session's show-once notifications. */
export function clearLocalSession(): void {
  try {
    sessionStorage.removeItem(NOTIFICATIONS_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
  forgetSessionUser();
}

let renewal: Promise<StoredTokens | undefined> | undefined;

/** A forced renewal (the SDK loads only now); one at a time however often it is asked for. */
export function renewTokens(settings: IdentitySettings): Promise<StoredTokens | undefined> {
  renewal ??= import('./tokens.ts')
    .then(({ getTokens }) => getTokens(settings, { forceRenew: true }))
    .then(
      (tokens) => tokens ?? undefined,
      () => undefined,
    )
    .finally(() => {
      renewal = undefined;
    });
  return renewal;
}

export interface LogoutAddress {
  locale: Locale;
  /** Where the sign-out leads: commerce is told it with the true flag (requirements §7). */
  logoutUrl: string;
}

/** The commerce logout; a failure is logged and otherwise ignored (requirements §8). */
async function commerceLogout(accessToken: string, { locale, logoutUrl }: LogoutAddress): Promise<void> {
  try {
    const response = await fetch(LOGOUT_ROUTE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ locale, logoutUrl }),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) console.error(COMMERCE_LOGOUT_FAILURE, response.status);
  } catch (error) {
    console.error(COMMERCE_LOGOUT_FAILURE, error);
  }
}

/**
 * Signs out (requirements §4 Logout and Sign-out): the session's show-once notifications are forgotten,
 * commerce is told, then the SDK (loaded only now) ends the AM session, the OIDC session and the
 * tokens. The caller sets the page's state: a page that is about to leave for another must not
 * turn signed-out first, or a page that needs sign-in would send the customer to sign in.
 */
export async function endSession(settings: IdentitySettings, address: LogoutAddress): Promise<void> {
  clearLocalSession();
  const tokens = readStoredTokens(settings.clientId);
  if (tokens) await commerceLogout(tokens.accessToken, address);
  const { signOut } = await import('./tokens.ts');
  try {
    await signOut(settings);
  } finally {
    forgetSessionUser();
  }
}
