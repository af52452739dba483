import type { Metadata } from 'next';
import { loadContent } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { InternationalContactsView } from './international-contacts-view.tsx';
import { contactMessages } from './messages.ts';
import './contact.css';

export function internationalContactsMetadata(rawLocale: string): Metadata {
  const { international } = contactMessages(localeOrNotFound(rawLocale));
  return { title: international.title, description: international.description };
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
