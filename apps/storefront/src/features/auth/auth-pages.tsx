import { embeddedServices } from '@store/config';
import { identityClientId, isLocale, LOCALES, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverEnv } from '../../config/server-env.ts';
import { AuthCallbackScreen } from './callback-screen.tsx';
import { ForgotPasswordScreen, RegistrationScreen, SignInScreen } from './auth-screens.tsx';
import { authMessages } from './messages.ts';
import './auth.css';

/**
 * The sign-in routes. Rendered per request: the client ids and the local reCAPTCHA answer come
 * from this server's environment, and nothing about signing in belongs in a shared cache.
 */

function localeOf(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

const noIndex = { index: false, follow: false };

export function authMetadata(value: string, screen: 'signIn' | 'register' | 'forgot' | 'callback'): Metadata {
  if (!isLocale(value)) return {};
  return { title: authMessages(value)[screen].title, robots: noIndex };
}

export function SignInPage({ locale: value }: { locale: string }) {
  const locale = localeOf(value);
  return <SignInScreen locale={locale} clientId={identityClientId(locale)} messages={authMessages(locale)} />;
}

export function RegistrationPage({ locale: value }: { locale: string }) {
  const locale = localeOf(value);
  const env = serverEnv();
  return (
    <RegistrationScreen
      locale={locale}
      clientId={identityClientId(locale)}
      messages={authMessages(locale)}
      // Only the embedded identity service has the local verifier; a real one needs Google's widget.
      recaptchaToken={embeddedServices(env).identity ? env.IDENTITY_RECAPTCHA_TOKEN : undefined}
    />
  );
}

export function ForgotPasswordPage({ locale: value }: { locale: string }) {
  const locale = localeOf(value);
  return (
    <ForgotPasswordScreen
      locale={locale}
      clientId={identityClientId(locale)}
      messages={authMessages(locale)}
    />
  );
}

export function AuthCallbackPage({ locale: value }: { locale: string }) {
  const locale = localeOf(value);
  const clientIds = Object.fromEntries(LOCALES.map((l) => [l, identityClientId(l)])) as Record<
    Locale,
    string
  >;
  return <AuthCallbackScreen locale={locale} clientIds={clientIds} messages={authMessages(locale)} />;
}
