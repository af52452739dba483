import type { Locale } from '@store/locales';
import {
  bannerContentSchema,
  footerContentSchema,
  contactContentSchema,
  homeContentSchema,
  navContentSchema,
  type BannerContent,
  type ContactContent,
  type FooterContent,
  type HomeContent,
  type NavContent,
} from '@store/contracts/content';

// Static imports rather than fs: this is the storefront's fallback when the content system is
// down, so it must work without the data folder being readable at runtime (e.g. in a bundle).
import navEnUs from '../data/en-us/first-level-nav-content.json' with { type: 'json' };
import footerEnUs from '../data/en-us/footer-content.json' with { type: 'json' };
import bannerEnUs from '../data/en-us/global-banner.json' with { type: 'json' };
import homeEnUs from '../data/en-us/home-content.json' with { type: 'json' };
import contactEnUs from '../data/en-us/contact-content.json' with { type: 'json' };
import navEnCa from '../data/en-ca/first-level-nav-content.json' with { type: 'json' };
import footerEnCa from '../data/en-ca/footer-content.json' with { type: 'json' };
import bannerEnCa from '../data/en-ca/global-banner.json' with { type: 'json' };
import homeEnCa from '../data/en-ca/home-content.json' with { type: 'json' };
import contactEnCa from '../data/en-ca/contact-content.json' with { type: 'json' };
import navFrCa from '../data/fr-ca/first-level-nav-content.json' with { type: 'json' };
import footerFrCa from '../data/fr-ca/footer-content.json' with { type: 'json' };
import bannerFrCa from '../data/fr-ca/global-banner.json' with { type: 'json' };
import homeFrCa from '../data/fr-ca/home-content.json' with { type: 'json' };
import contactFrCa from '../data/fr-ca/contact-content.json' with { type: 'json' };
import navEnGb from '../data/en-gb/first-level-nav-content.json' with { type: 'json' };
import footerEnGb from '../data/en-gb/footer-content.json' with { type: 'json' };
import bannerEnGb from '../data/en-gb/global-banner.json' with { type: 'json' };
import homeEnGb from '../data/en-gb/home-content.json' with { type: 'json' };
import contactEnGb from '../data/en-gb/contact-content.json' with { type: 'json' };
import navEnAu from '../data/en-au/first-level-nav-content.json' with { type: 'json' };
import footerEnAu from '../data/en-au/footer-content.json' with { type: 'json' };
import bannerEnAu from '../data/en-au/global-banner.json' with { type: 'json' };
import homeEnAu from '../data/en-au/home-content.json' with { type: 'json' };
import contactEnAu from '../data/en-au/contact-content.json' with { type: 'json' };
import navEnNz from '../data/en-nz/first-level-nav-content.json' with { type: 'json' };
import footerEnNz from '../data/en-nz/footer-content.json' with { type: 'json' };
import bannerEnNz from '../data/en-nz/global-banner.json' with { type: 'json' };
import homeEnNz from '../data/en-nz/home-content.json' with { type: 'json' };
import contactEnNz from '../data/en-nz/contact-content.json' with { type: 'json' };
import navZhSg from '../data/zh-sg/first-level-nav-content.json' with { type: 'json' };
import footerZhSg from '../data/zh-sg/footer-content.json' with { type: 'json' };
import bannerZhSg from '../data/zh-sg/global-banner.json' with { type: 'json' };
import homeZhSg from '../data/zh-sg/home-content.json' with { type: 'json' };
import contactZhSg from '../data/zh-sg/contact-content.json' with { type: 'json' };
import navJaJp from '../data/ja-jp/first-level-nav-content.json' with { type: 'json' };
import footerJaJp from '../data/ja-jp/footer-content.json' with { type: 'json' };
import bannerJaJp from '../data/ja-jp/global-banner.json' with { type: 'json' };
import homeJaJp from '../data/ja-jp/home-content.json' with { type: 'json' };
import contactJaJp from '../data/ja-jp/contact-content.json' with { type: 'json' };
import navNlNl from '../data/nl-nl/first-level-nav-content.json' with { type: 'json' };
import footerNlNl from '../data/nl-nl/footer-content.json' with { type: 'json' };
import bannerNlNl from '../data/nl-nl/global-banner.json' with { type: 'json' };
import homeNlNl from '../data/nl-nl/home-content.json' with { type: 'json' };
import contactNlNl from '../data/nl-nl/contact-content.json' with { type: 'json' };
import navEsEs from '../data/es-es/first-level-nav-content.json' with { type: 'json' };
import footerEsEs from '../data/es-es/footer-content.json' with { type: 'json' };
import bannerEsEs from '../data/es-es/global-banner.json' with { type: 'json' };
import homeEsEs from '../data/es-es/home-content.json' with { type: 'json' };
import contactEsEs from '../data/es-es/contact-content.json' with { type: 'json' };

export { builtInEditorialPage } from './editorial-pages.ts';

export { CONTENT_DATA_DIR } from './data-dir.ts';

export interface BuiltInContent {
  nav: NavContent;
  footer: FooterContent;
  banner: BannerContent;
  home: HomeContent;
  contact: ContactContent;
}

const RAW: Record<Locale, Record<keyof BuiltInContent, unknown>> = {
  'en-us': { nav: navEnUs, footer: footerEnUs, banner: bannerEnUs, home: homeEnUs, contact: contactEnUs },
  'en-ca': { nav: navEnCa, footer: footerEnCa, banner: bannerEnCa, home: homeEnCa, contact: contactEnCa },
  'fr-ca': { nav: navFrCa, footer: footerFrCa, banner: bannerFrCa, home: homeFrCa, contact: contactFrCa },
  'en-gb': { nav: navEnGb, footer: footerEnGb, banner: bannerEnGb, home: homeEnGb, contact: contactEnGb },
  'en-au': { nav: navEnAu, footer: footerEnAu, banner: bannerEnAu, home: homeEnAu, contact: contactEnAu },
  'en-nz': { nav: navEnNz, footer: footerEnNz, banner: bannerEnNz, home: homeEnNz, contact: contactEnNz },
  'zh-sg': { nav: navZhSg, footer: footerZhSg, banner: bannerZhSg, home: homeZhSg, contact: contactZhSg },
  'ja-jp': { nav: navJaJp, footer: footerJaJp, banner: bannerJaJp, home: homeJaJp, contact: contactJaJp },
  'nl-nl': { nav: navNlNl, footer: footerNlNl, banner: bannerNlNl, home: homeNlNl, contact: contactNlNl },
  'es-es': { nav: navEsEs, footer: footerEsEs, banner: bannerEsEs, home: homeEsEs, contact: contactEsEs },
};

const parsed = new Map<Locale, BuiltInContent>();

/** The content shipped with the code for a locale, validated against the contracts on first use. */
export function builtInContent(locale: Locale): BuiltInContent {
  let content = parsed.get(locale);
  if (!content) {
    const raw = RAW[locale];
    content = {
      nav: navContentSchema.parse(raw.nav),
      footer: footerContentSchema.parse(raw.footer),
      banner: bannerContentSchema.parse(raw.banner),
      home: homeContentSchema.parse(raw.home),
      contact: contactContentSchema.parse(raw.contact),
    };
    parsed.set(locale, content);
  }
  return content;
}
