import { CONTENT_FILES, FLAG_NAMES, type FlagValues } from '@store/contracts';
import { localeInfo, type Locale } from '@store/locales';
import { loadContent, loadFragment } from '../clients/content.ts';
import { serverFlag } from '../clients/flags/server.ts';
import { closureText } from './banner/closure-text.ts';
import { buildFlagContext } from './flags/flag-context.ts';
import { sanitizeFragment } from './sanitize-fragment.ts';

/** Everything the shell of a locale needs from the content and flag systems, fetched in parallel. */
export async function loadShell(locale: Locale, now: Date = new Date()) {
  const context = buildFlagContext(locale, undefined, '');
  const flags = Promise.all(
    FLAG_NAMES.map(async (name) => [name, await serverFlag(name, context)] as const),
  ).then((entries) => Object.fromEntries(entries) as FlagValues);
  // Fragments are fetched only when the flag asks for them; a page whose flag turns on later fetches them itself.
  const fragment = async (file: typeof CONTENT_FILES.navHtml | typeof CONTENT_FILES.footerHtml) =>
    (await flags)['aem-editable-header-footer'] ? loadFragment(locale, file) : undefined;
  const [nav, footer, banner, navHtml, footerHtml, flagValues] = await Promise.all([
    loadContent(locale, 'nav'),
    loadContent(locale, 'footer'),
    loadContent(locale, 'banner'),
    fragment(CONTENT_FILES.navHtml),
    fragment(CONTENT_FILES.footerHtml),
    flags,
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
    flags: flagValues,
  };
}
