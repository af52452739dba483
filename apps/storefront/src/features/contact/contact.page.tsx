import { LOCALES } from '@store/locales';
import type { Metadata } from 'next';
import { loadContent } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { ContactView } from './contact-view.tsx';
import { contactMessages } from './messages.ts';
import './contact.css';

/** /{locale}/contact-us: the content system's contact page (with its built-in default). */

export async function contactMetadata(rawLocale: string): Promise<Metadata> {
  const locale = localeOrNotFound(rawLocale);
  const { value } = await loadContent(locale, 'contact');
  return {
    title: value.title,
    description: value.description,
    ...seoMetadata({
      locale,
      locales: LOCALES,
      pathOf: (l) => storePaths(l).contactUs,
      title: value.title,
      description: value.description,
    }),
  };
}

export async function ContactPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const { value } = await loadContent(locale, 'contact');
  return <ContactView content={value} locale={locale} messages={contactMessages(locale)} />;
}
