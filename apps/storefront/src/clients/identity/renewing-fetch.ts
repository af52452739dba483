import { TOKEN_STORAGE_PREFIX } from './config.ts';
import { parseStoredTokens } from './stored-tokens.ts';

/**
 * A plain fetch with the customer's bearer token that, on a 401, renews the token once and tries
 * again (requirements §4 Request retry). The SDK is imported only when that 401 actually happens, so the
 * pages making these calls do not carry it.
 */

export type BearerFetch = (accessToken: string) => Promise<Response>;

/** The client id whose stored record holds this token: the callers know the token, not the client. */
export function clientIdOfToken(accessToken: string, storage: Storage = localStorage): string | undefined {
  const prefix = `${TOKEN_STORAGE_PREFIX}-`;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(prefix)) continue;
      if (parseStoredTokens(storage.getItem(key))?.accessToken === accessToken)
        return key.slice(prefix.length);
    }
  } catch {
    // Storage refused: nothing to renew with.
  }
  return undefined;
}

async function renewedToken(accessToken: string): Promise<string | undefined> {
  const clientId = clientIdOfToken(accessToken);
  if (!clientId) return undefined;
  const { getTokens } = await import('./tokens.ts');
  try {
    const tokens = await getTokens({ clientId, origin: window.location.origin }, { forceRenew: true });
    return tokens?.accessToken;
  } catch {
    return undefined;
  }
}

export async function fetchWithRenewal(accessToken: string, send: BearerFetch): Promise<Response> {
  const first = await send(accessToken);
  if (first.status !== 401) return first;
  const renewed = await renewedToken(accessToken);
  if (!renewed) return first;
  await first.body?.cancel();
  return send(renewed);
}
