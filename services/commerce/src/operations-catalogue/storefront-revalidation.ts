import { ALL_LOCALE_INFO } from '@store/locales';
import { BUS_CHANNELS, type Bus } from '@store/service-runtime/bus';
import { SITES } from '../http/site-context.ts';

/**
 * After an operator changes the catalogue, the storefront is asked to render the product's pages
 * again: with several storefront instances (REDIS_URL set) by a message on the bus, which each
 * instance hears and acts on for its own cache; otherwise by its POST /api/revalidate, with the
 * platform key. Its catalogue data already follows the
 * catalogue version; its rendered pages would otherwise show the old price or availability until
 * their revalidation time. Best effort: the change is made whether or not the storefront answers.
 */

/** Short: the operator waits for it, and a storefront that does not answer only delays a refresh. */
export const REVALIDATE_TIMEOUT_MS = 3000;

export interface RevalidationLog {
  warn(details: object, message: string): void;
}

export interface StorefrontRevalidation {
  url: string | undefined;
  /** The platform key, which the storefront checks. */
  apiKey: string | undefined;
  log: RevalidationLog;
  /** Given when REDIS_URL is set: the paths are published to every storefront instance instead. */
  bus?: Bus | undefined;
}

/**
 * The product's page in every locale of every store of the site's currency: a price is the
 * currency's, so it changes in each of them; availability changes in the site's own locales.
 */
export function productPagePaths(productCode: string, siteId: string): string[] {
  const currency = SITES.get(siteId)?.currency;
  return ALL_LOCALE_INFO.filter((info) => info.currency === currency).map(
    (info) => `/${info.locale}/p/${encodeURIComponent(productCode)}`,
  );
}

export async function revalidateProductPages(
  { url, apiKey, log, bus }: StorefrontRevalidation,
  productCode: string,
  siteId: string,
): Promise<void> {
  const paths = productPagePaths(productCode, siteId);
  if (bus) {
    await bus.publish(BUS_CHANNELS.storefrontRevalidate, { paths }).catch((error: unknown) => {
      log.warn(
        { paths, error: error instanceof Error ? error.message : String(error) },
        'the storefront instances could not be told to revalidate the changed product',
      );
    });
    return;
  }
  if (!url || !apiKey) return;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
    });
    if (!response.ok) {
      log.warn(
        { url, status: response.status, paths },
        'the storefront did not revalidate the changed product',
      );
    }
  } catch (error) {
    log.warn(
      { url, paths, error: error instanceof Error ? error.message : String(error) },
      'the storefront could not be asked to revalidate the changed product',
    );
  }
}
