import { LOCALES, localeForHost, type Locale } from '@store/locales';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { absoluteAddress, publicOrigins } from '../../shell/seo/public-address.ts';
import { SITEMAP_INDEX_PATH } from './sitemap-files.ts';

/**
 * robots.txt: crawlers stay off the pages that are a visitor's own or endless (carts, checkout,
 * accounts, sign-in, invoices, order status, search), in every locale and as the host's domain
 * serves them without a locale; it names the sitemap index on the host's locale's public origin.
 */

function privatePaths(locale: Locale): string[] {
  const paths = storePaths(locale);
  return [
    paths.cart,
    paths.checkout,
    paths.within('/exp-checkout'),
    paths.myAccount,
    paths.invoices,
    paths.signIn(),
    paths.register,
    paths.forgotPassword,
    paths.within('/auth'),
    paths.search(),
    paths.orderStatus,
    paths.quickOrder,
  ];
}

export function robotsTxt(host: string | null, origins: ReadonlySet<string> = publicOrigins()): string {
  const hostLocale = localeForHost(host);
  const home = storePaths(hostLocale).home;
  const withoutLocale = privatePaths(hostLocale)
    .filter((path) => path.startsWith(`${home}/`))
    .map((path) => path.slice(home.length));
  const disallowed = [...new Set([...LOCALES.flatMap(privatePaths), ...withoutLocale])];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteAddress(hostLocale, SITEMAP_INDEX_PATH, origins)}`,
    '',
  ].join('\n');
}
