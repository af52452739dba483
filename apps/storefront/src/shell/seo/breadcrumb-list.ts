import type { Locale } from '@store/locales';
import { absoluteAddress, publicOrigins } from './public-address.ts';

/** One step of a visible breadcrumb: its text and the store path it links to (the page's own for the last). */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org's BreadcrumbList of the breadcrumb a page shows, step for step, with absolute addresses. */
export function breadcrumbList(
  locale: Locale,
  crumbs: readonly Crumb[],
  origins: ReadonlySet<string> = publicOrigins(),
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteAddress(locale, crumb.path, origins),
    })),
  };
}
