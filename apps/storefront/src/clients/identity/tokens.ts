import { FRUser, TokenManager } from '@forgerock/javascript-sdk';
import { TOKEN_FETCH_RACE_MS, TOKEN_TIMEOUT_EVENT, type IdentitySettings } from './config.ts';
import { configureSdk } from './sdk.ts';
import { parseStoredTokens, type StoredTokens } from './stored-tokens.ts';

/** Tokens (requirements §4 Sign-in) and sign-out (requirements §4 Sign-out) through the SDK's token manager. */

export interface GetTokensOptions {
  forceRenew?: boolean;
  /** code and state from the return address, exchanged for tokens. */
  query?: { code: string; state: string };
  /**
   * 'redirect': on the messages of requirements §8 (consent required, timed out, failed to fetch …) the page
   * goes to the identity provider with the pending state in session storage; 'embedded': they fail.
   */
  login?: 'embedded' | 'redirect';
}

function sleep(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

/**
 * The stored token when it is still good, else a silent authorize with PKCE and a code exchange
 * (the SDK revokes and deletes the old token first; a state mismatch throws "State mismatch").
 * The non-forced lookup races TOKEN_FETCH_RACE_MS and yields null, with a timeout event, when
 * nothing came (requirements §4). Null too when the page is leaving for the identity provider.
 */
export async function getTokens(
  settings: IdentitySettings,
  options: GetTokensOptions = {},
): Promise<StoredTokens | null> {
  configureSdk(settings);
  const fetching = TokenManager.getTokens({
    forceRenew: options.forceRenew,
    login: options.login ?? 'embedded',
    ...(options.query ? { query: options.query } : {}),
  }).then((tokens) => (tokens ? (parseStoredTokens(JSON.stringify(tokens)) ?? null) : null));
  if (options.forceRenew || options.query) return fetching;
  const tokens = await Promise.race([fetching, sleep(TOKEN_FETCH_RACE_MS)]);
  if (!tokens) window.dispatchEvent(new Event(TOKEN_TIMEOUT_EVENT));
  return tokens;
}

/**
 * requirements §4 Sign-out: the AM session logout, end session and token revocation are each attempted,
 * each failure only warned (a 4xx counts as done), then the stored tokens are deleted.
 */
export async function signOut(settings: IdentitySettings): Promise<void> {
  configureSdk(settings);
  await FRUser.logout({ redirect: false });
}
