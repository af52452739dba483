import { storefrontPublicOrigins } from '@store/config';
import { storeOrigin, type Locale } from '@store/locales';
import { serverEnv } from '../../config/server-env.ts';

/**
 * Absolute addresses of the store's pages, for readers outside the page (search engines, link
 * previews, the sitemap): each locale on its public origin (STOREFRONT_PUBLIC_ORIGINS, else its
 * home origin), never the origin a request happened to come through, so that a prerendered page
 * names the same addresses whoever asked first.
 */

export function publicOrigins(): ReadonlySet<string> {
  return storefrontPublicOrigins(serverEnv());
}

/** A store path (storePaths) of a locale as an absolute address on that locale's public origin. */
export function absoluteAddress(
  locale: Locale,
  path: string,
  origins: ReadonlySet<string> = publicOrigins(),
): string {
  return new URL(path, storeOrigin(origins, locale)).toString();
}
