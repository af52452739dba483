import { serverEnv, serverSystemUrls } from '../../config/server-env.ts';
import { createCommerceClient, type CommerceClient } from './commerce-client.ts';

/** Catalogue reads and cart writes answer in well under a second; past this the page falls back. */
const COMMERCE_TIMEOUT_MS = 5000;

let client: CommerceClient | undefined;

/** The storefront's commerce client, configured from the validated environment. */
export function commerce(): CommerceClient {
  if (client) return client;
  const env = serverEnv();
  if (!env.COMMERCE_API_KEY) {
    throw new Error('COMMERCE_API_KEY is not set: the storefront cannot call the commerce system');
  }
  client = createCommerceClient({
    baseUrl: serverSystemUrls().commerce,
    apiKey: env.COMMERCE_API_KEY,
    timeoutMs: COMMERCE_TIMEOUT_MS,
  });
  return client;
}
