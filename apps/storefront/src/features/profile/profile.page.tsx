import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { authMessages } from '../auth/messages.ts';
import { profileMessages } from './messages.ts';
import { ProfileScreen } from './profile-screen.tsx';
import '../account/account.css';
import '../auth/auth.css';
import './profile.css';

export function profileMetadata(rawLocale: string): Metadata {
  return {
    title: profileMessages(localeOrNotFound(rawLocale)).title,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/profile: signed-in customers only (requirements §6); the client id comes from this server's environment. */
export function ProfilePage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = profileMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.title}</h1>
      <RequireSignIn locale={locale}>
        <ProfileScreen
          locale={locale}
          clientId={identityClientId(locale)}
          messages={messages}
          auth={authMessages(locale)}
        />
      </RequireSignIn>
    </div>
  );
}
