import type { NavContent, NavMenuItem } from '@store/contracts';
import type { Locale } from '@store/locales';
import { isSafeHref, resolvePath } from '../links.ts';

function resolveItem(item: NavMenuItem, locale: Locale): NavMenuItem {
  const linkPath = item.linkPath ? resolvePath(item.linkPath, locale) : undefined;
  return {
    ...item,
    linkPath: linkPath && isSafeHref(linkPath) ? linkPath : undefined,
    children: item.children?.map((child) => resolveItem(child, locale)),
  };
}

/** Fills the locale placeholders of every navigation link and drops unsafe ones. */
export function resolveNavLinks(nav: NavContent, locale: Locale): NavContent {
  return {
    utilityLinks: nav.utilityLinks
      .map((link) => ({ ...link, path: resolvePath(link.path, locale) }))
      .filter((link) => isSafeHref(link.path)),
    sections: nav.sections.map((section) => resolveItem(section, locale)),
  };
}
