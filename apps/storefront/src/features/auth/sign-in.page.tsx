import { embeddedRecaptchaPass } from '@store/config';
import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { serverEnv } from '../../config/server-env.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { authMetadata } from './auth-metadata.ts';
import { SignInScreen } from './auth-screens.tsx';
import { authMessages } from './messages.ts';
import './auth.css';

export function signInMetadata(rawLocale: string): Metadata {
  return authMetadata(rawLocale, 'signIn');
}

export function SignInPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  return (
    <SignInScreen
      locale={locale}
      clientId={identityClientId(locale)}
      messages={authMessages(locale)}
      recaptchaToken={embeddedRecaptchaPass(serverEnv())}
    />
  );
}
