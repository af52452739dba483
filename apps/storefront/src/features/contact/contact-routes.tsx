import { isLocale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadContent } from '../../clients/content.ts';
import { ContactPage } from './contact-page.tsx';
import { InternationalContactsPage } from './international-contacts-page.tsx';
import { contactMessages } from './messages.ts';
import './contact.css';

/** The two contact pages' server parts: their content (with its built-in default) and their titles. */

export async function contactMetadata(locale: string): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const { value } = await loadContent(locale, 'contact');
  return { title: value.title, description: value.description };
}

export async function ContactRoute({ locale }: { locale: string }) {
  if (!isLocale(locale)) notFound();
  const { value } = await loadContent(locale, 'contact');
  return <ContactPage content={value} locale={locale} messages={contactMessages(locale)} />;
}

export function internationalContactsMetadata(locale: string): Metadata {
  if (!isLocale(locale)) return {};
  const { international } = contactMessages(locale);
  return { title: international.title, description: international.description };
}

export async function InternationalContactsRoute({ locale }: { locale: string }) {
  if (!isLocale(locale)) notFound();
  const { value } = await loadContent(locale, 'contact');
  return (
    <InternationalContactsPage
      locale={locale}
      messages={contactMessages(locale)}
      internationalEmail={value.internationalEmail}
    />
  );
}

export function countrySelectorMetadata(locale: string): Metadata {
  if (!isLocale(locale)) return {};
  const { countrySelector } = contactMessages(locale);
  return {
    title: countrySelector.title,
    description: countrySelector.description,
    alternates: { canonical: `/${locale}/international-contacts` },
  };
}

/** The utility bar's location link (SPEC 2): the regional stores to choose from. */
export async function CountrySelectorRoute({ locale }: { locale: string }) {
  if (!isLocale(locale)) notFound();
  const { value } = await loadContent(locale, 'contact');
  const messages = contactMessages(locale);
  return (
    <InternationalContactsPage
      locale={locale}
      messages={messages}
      internationalEmail={value.internationalEmail}
      heading={messages.countrySelector}
    />
  );
}
