import {
  IDENTITY_MOUNT,
  IDENTITY_REALM_PATH,
  IDENTITY_SCOPES,
  IDENTITY_STOREFRONT_PATHS,
} from '@store/contracts/identity-client';

/**
 * The identity client's settings (requirements §3, 7, 9). Plain values with no SDK import, so that pages
 * which only need to know whether someone is signed in never load the SDK.
 */

/** A stored token this close to expiry is renewed (requirements §9: token threshold default). */
export const TOKEN_THRESHOLD_MS = 30_000;
/** Timeout of every call to the identity provider (requirements §9: authentication timeout). */
export const AUTH_TIMEOUT_MS = 60_000;
/** The non-forced token fetch gives up after this and reports a timeout (requirements §4). */
export const TOKEN_FETCH_RACE_MS = 10_000;
/** The SDK's storage prefix; tokens live under `${prefix}-${clientId}` (requirements §3: a key composed of the client id). */
export const TOKEN_STORAGE_PREFIX = 'FR-SDK';

/** requirements §8: the key cannot be composed without a client id. */
export const CLIENT_ID_REQUIRED = 'clientId is required to manage token storage';

export function tokenStorageKey(clientId: string): string {
  if (!clientId) throw new Error(CLIENT_ID_REQUIRED);
  return `${TOKEN_STORAGE_PREFIX}-${clientId}`;
}

export interface IdentitySettings {
  clientId: string;
  /** The storefront origin the browser is on; /am/* on it reaches the identity provider. */
  origin: string;
  /** A stored token this close to expiry is renewed: TOKEN_THRESHOLD_MS unless the SSO session settings apply. */
  tokenThresholdMs?: number;
}

/** The SDK configuration for one client on the current origin. */
export function sdkOptions({ clientId, origin, tokenThresholdMs = TOKEN_THRESHOLD_MS }: IdentitySettings) {
  return {
    clientId,
    realmPath: IDENTITY_REALM_PATH,
    redirectUri: `${origin}${IDENTITY_STOREFRONT_PATHS.callback}`,
    scope: IDENTITY_SCOPES.join(' '),
    oauthThreshold: tokenThresholdMs,
    tokenStore: 'localStorage' as const,
    prefix: TOKEN_STORAGE_PREFIX,
    serverConfig: { baseUrl: `${origin}${IDENTITY_MOUNT}/`, timeout: AUTH_TIMEOUT_MS },
  };
}

/** Fired on window when this tab signs in or out, so the session provider reads the tokens again. */
export const SESSION_CHANGED_EVENT = 'store:session-changed';
/** Fired on window when the token lookup yields nothing within the race (requirements §4). */
export const TOKEN_TIMEOUT_EVENT = 'store:token-timeout';
