import { LOCALES } from '@store/locales';
import type { Metadata } from 'next';
import { loadContent } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { InternationalContactsView } from './international-contacts-view.tsx';
import { contactMessages } from './messages.ts';
import './contact.css';

export function countrySelectorMetadata(rawLocale: string): Metadata {
  const locale = localeOrNotFound(rawLocale);
  const { countrySelector } = contactMessages(locale);
  return {
    title: countrySelector.title,
    description: countrySelector.description,
    ...seoMetadata({
      locale,
      locales: LOCALES,
      pathOf: (l) => storePaths(l).internationalContacts,
      title: countrySelector.title,
      description: countrySelector.description,
    }),
  };
}

/** The utility bar's location link (requirements §2): the regional stores to choose from. */
export async function CountrySelectorPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const { value } = await loadContent(locale, 'contact');
  const messages = contactMessages(locale);
  return (
    <InternationalContactsView
      locale={locale}
      messages={messages}
      internationalEmail={value.internationalEmail}
      heading={messages.countrySelector}
    />
  );
}
