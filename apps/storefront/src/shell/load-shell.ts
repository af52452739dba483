import { CONTENT_FILES, FLAG_NAMES, type FlagValues } from '@store/contracts';
import { localeInfo, type Locale } from '@store/locales';
import { loadBanner, loadFooter, loadFragment, loadNav } from '../clients/content.ts';
import { serverFlag } from '../clients/flags/server.ts';
import { closureText } from './banner/closure-text.ts';
import { buildFlagContext } from './flags/flag-context.ts';
import { sanitizeFragment } from './sanitize-fragment.ts';

/** Everything the shell of a locale needs from the content and flag systems, fetched in parallel. */
export async function loadShell(locale: Locale, now: Date = new Date()) {
  const context = buildFlagContext(locale, undefined, '');
  const [nav, footer, banner, navHtml, footerHtml, flagEntries] = await Promise.all([
    loadNav(locale),
    loadFooter(locale),
    loadBanner(locale),
    loadFragment(locale, CONTENT_FILES.navHtml),
    loadFragment(locale, CONTENT_FILES.footerHtml),
    Promise.all(FLAG_NAMES.map(async (name) => [name, await serverFlag(name, context)] as const)),
  ]);
  const closure = banner.value.supportClosure;
  return {
    nav: nav.value,
    footer: footer.value,
    navFragment: navHtml === undefined ? undefined : sanitizeFragment(navHtml, locale),
    footerFragment: footerHtml === undefined ? undefined : sanitizeFragment(footerHtml, locale),
    banner: closure
      ? {
          msgId: closure.msgId,
          icon: closure.icon,
          text: closureText(closure, localeInfo(locale).htmlLang, now),
        }
      : undefined,
    flags: Object.fromEntries(flagEntries) as FlagValues,
  };
}
