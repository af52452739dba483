import { localeInfo, type Locale } from '@store/locales';
import { LanguageBannerClient } from './language-banner-client.tsx';
import type { LanguageOffer } from './language-offer.ts';
import { pageLanguage, regionLocalesInOtherLanguages } from './region-languages.ts';
import { pageSectionMessages } from './messages.ts';

/** The offers of the region's other languages, each worded in its own language. */
export function languageOffers(locale: Locale): LanguageOffer[] {
  return regionLocalesInOtherLanguages(locale).map((other) => {
    const messages = pageSectionMessages(other).languageBanner;
    return {
      locale: other,
      language: pageLanguage(other),
      htmlLang: localeInfo(other).htmlLang,
      label: messages.label,
      text: messages.text,
      switchLabel: messages.switch,
      dismissLabel: messages.dismiss,
    };
  });
}

/**
 * The language banner of every page: the offers are rendered on the server; the browser decides
 * whether one matches its visitor. Locales alone in their language on their domain get nothing.
 */
export function LanguageBanner({ locale }: { locale: Locale }) {
  const offers = languageOffers(locale);
  if (!offers.length) return null;
  return <LanguageBannerClient pageLanguage={pageLanguage(locale)} offers={offers} />;
}
