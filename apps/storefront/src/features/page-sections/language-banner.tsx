import { localeInfo, type Locale } from '@store/locales';
import { LanguageBannerClient } from './language-banner-client.tsx';
import { pageLanguage, regionLocalesInOtherLanguages, type LanguageOffer } from './language-offer.ts';
import { pageSectionMessages } from './messages.ts';

/**
 * The language banner of every page: the offers of the region's other languages, each worded in its
 * own language, rendered on the server; the browser decides whether one matches its visitor.
 */
export function LanguageBanner({ locale }: { locale: Locale }) {
  const offers: LanguageOffer[] = regionLocalesInOtherLanguages(locale).map((other) => {
    const info = localeInfo(other);
    const messages = pageSectionMessages(other).languageBanner;
    return {
      locale: other,
      language: pageLanguage(other),
      htmlLang: info.htmlLang,
      label: messages.label,
      text: messages.text,
      switchLabel: messages.switch,
      dismissLabel: messages.dismiss,
    };
  });
  if (!offers.length) return null;
  return <LanguageBannerClient pageLanguage={pageLanguage(locale)} offers={offers} />;
}
