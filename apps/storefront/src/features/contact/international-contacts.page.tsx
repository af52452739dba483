import { LOCALES } from '@store/locales';
import type { Metadata } from 'next';
import { loadContent } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { InternationalContactsView } from './international-contacts-view.tsx';
import { contactMessages } from './messages.ts';
import './contact.css';

export function internationalContactsMetadata(rawLocale: string): Metadata {
  const locale = localeOrNotFound(rawLocale);
  const { international } = contactMessages(locale);
  return {
    title: international.title,
    description: international.description,
    ...seoMetadata({
      locale,
      locales: LOCALES,
      pathOf: (l) => storePaths(l).internationalContacts,
      title: international.title,
      description: international.description,
    }),
  };
}

export async function InternationalContactsPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const { value } = await loadContent(locale, 'contact');
  return (
    <InternationalContactsView
      locale={locale}
      messages={contactMessages(locale)}
      internationalEmail={value.internationalEmail}
    />
  );
}
