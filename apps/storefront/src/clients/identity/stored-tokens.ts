import { TOKEN_THRESHOLD_MS, tokenStorageKey } from './config.ts';

/** requirements §3 Token record, as the SDK keeps it in local storage. */
export interface StoredTokens {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
  tokenExpiry?: number;
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Reads the stored token record. Hand-checked rather than with a schema library: this runs on
 * every page, whose first-load script carries no schema library (see the flag runtime).
 */
export function parseStoredTokens(raw: string | null): StoredTokens | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.accessToken !== 'string' || record.accessToken === '') return undefined;
  if (!optionalString(record.idToken) || !optionalString(record.refreshToken)) return undefined;
  if (record.tokenExpiry !== undefined && typeof record.tokenExpiry !== 'number') return undefined;
  return {
    accessToken: record.accessToken,
    idToken: record.idToken as string | undefined,
    refreshToken: record.refreshToken as string | undefined,
    tokenExpiry: record.tokenExpiry as number | undefined,
  };
}

export function readStoredTokens(
  clientId: string,
  storage: Storage = localStorage,
): StoredTokens | undefined {
  const key = tokenStorageKey(clientId);
  try {
    return parseStoredTokens(storage.getItem(key));
  } catch {
    // Storage can be refused (privacy settings); then nobody is signed in on this page.
    return undefined;
  }
}

export type TokenDecision = 'none' | 'valid' | 'renew';

/**
 * requirements §4 Sign-in: a stored token is reused unless renewal is forced or it is within the threshold
 * of expiry. A record without an expiry is reused, as the SDK does.
 */
export function tokenDecision(
  tokens: StoredTokens | undefined,
  now: number,
  options: { forceRenew?: boolean; thresholdMs?: number } = {},
): TokenDecision {
  if (!tokens) return 'none';
  if (options.forceRenew) return 'renew';
  const threshold = options.thresholdMs ?? TOKEN_THRESHOLD_MS;
  if (tokens.tokenExpiry !== undefined && tokens.tokenExpiry - threshold < now) return 'renew';
  return 'valid';
}
