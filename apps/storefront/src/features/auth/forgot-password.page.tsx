import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { authMetadata } from './auth-metadata.ts';
import { ForgotPasswordScreen } from './auth-screens.tsx';
import { authMessages } from './messages.ts';
import './auth.css';

export function forgotPasswordMetadata(rawLocale: string): Metadata {
  return authMetadata(rawLocale, 'forgot');
}

export function ForgotPasswordPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  return (
    <ForgotPasswordScreen
      locale={locale}
      clientId={identityClientId(locale)}
      messages={authMessages(locale)}
    />
  );
}
