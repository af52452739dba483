import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { supportMessages } from './messages.ts';
import { StaffSignInForm } from './staff-sign-in-form.tsx';
import { readSection } from './support-section.ts';
import '../account/account.css';
import '../auth/auth.css';

export function supportSignInMetadata(rawLocale: string): Metadata {
  return {
    title: supportMessages(localeOrNotFound(rawLocale)).titles.signIn,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/support/login and /{locale}/my-account/{section}/support/login: the support
 * agents' sign-in (the staff realm, never the customers' Login tree), exempt from the customers'
 * gate. Signed in, the agent goes on to the support page, which remembers the section.
 */
export function SupportSignInPage({ locale: rawLocale, section }: { locale: string; section?: string }) {
  const locale = localeOrNotFound(rawLocale);
  const known = section === undefined ? undefined : readSection(section);
  if (section !== undefined && !known) notFound();
  const messages = supportMessages(locale).signIn;
  const { support } = storePaths(locale);
  return (
    <div className="account-page">
      <h1>{messages.heading}</h1>
      <p>{messages.intro}</p>
      <StaffSignInForm
        messages={messages}
        next={known ? `${support}?${new URLSearchParams({ section: known })}` : support}
      />
    </div>
  );
}
