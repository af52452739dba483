import { embeddedRecaptchaPass } from '@store/config';
import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { serverEnv } from '../../config/server-env.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { authMetadata } from './auth-metadata.ts';
import { RegistrationScreen } from './auth-screens.tsx';
import { authMessages } from './messages.ts';
import './auth.css';

export function registrationMetadata(rawLocale: string): Metadata {
  return authMetadata(rawLocale, 'register');
}

export function RegistrationPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  return (
    <RegistrationScreen
      locale={locale}
      clientId={identityClientId(locale)}
      messages={authMessages(locale)}
      recaptchaToken={embeddedRecaptchaPass(serverEnv())}
    />
  );
}
