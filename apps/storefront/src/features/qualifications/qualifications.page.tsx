import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { qualificationsMessages } from './messages.ts';
import { QualificationsScreen } from './qualifications-screen.tsx';
import '../account/account.css';
import './qualifications.css';

export function qualificationsMetadata(rawLocale: string): Metadata {
  return {
    title: qualificationsMessages(localeOrNotFound(rawLocale)).title,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/qualifications: signed-in customers only; their records and a form to submit one. */
export function QualificationsPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = qualificationsMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.title}</h1>
      <RequireSignIn locale={locale}>
        <QualificationsScreen locale={locale} clientId={identityClientId(locale)} messages={messages} />
      </RequireSignIn>
    </div>
  );
}
