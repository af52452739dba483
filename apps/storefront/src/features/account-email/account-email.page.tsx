import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { authMessages } from '../auth/messages.ts';
import { AccountEmailScreen } from './account-email-screen.tsx';
import { accountEmailMessages } from './messages.ts';
import '../auth/auth.css';
import './account-email.css';

export function accountEmailMetadata(rawLocale: string): Metadata {
  return {
    title: accountEmailMessages(localeOrNotFound(rawLocale)).title,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/email: signed-in customers only (requirements §6); the client id comes from this server's environment. */
export function AccountEmailPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  return (
    <RequireSignIn locale={locale}>
      <AccountEmailScreen
        locale={locale}
        clientId={identityClientId(locale)}
        messages={accountEmailMessages(locale)}
        authMessages={authMessages(locale)}
      />
    </RequireSignIn>
  );
}
