import { identityClientId, isLocale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { authMessages } from '../auth/messages.ts';
import { AccountEmailScreen } from './account-email-screen.tsx';
import { accountEmailMessages } from './messages.ts';
import '../auth/auth.css';
import './account-email.css';

export function accountEmailMetadata(locale: string): Metadata {
  if (!isLocale(locale)) return {};
  return { title: accountEmailMessages(locale).title, robots: { index: false, follow: false } };
}

/** /{locale}/my-account/email: signed-in customers only (SPEC 6); the client id comes from this server's environment. */
export function AccountEmailPage({ locale }: { locale: string }) {
  if (!isLocale(locale)) notFound();
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
