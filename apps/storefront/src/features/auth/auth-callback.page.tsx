import { identityClientId, LOCALES, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { authMetadata } from './auth-metadata.ts';
import { AuthCallbackScreen } from './callback-screen.tsx';
import { authMessages } from './messages.ts';
import './auth.css';

export function authCallbackMetadata(rawLocale: string): Metadata {
  return authMetadata(rawLocale, 'callback');
}

export function AuthCallbackPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const clientIds = Object.fromEntries(LOCALES.map((l) => [l, identityClientId(l)])) as Record<
    Locale,
    string
  >;
  return <AuthCallbackScreen locale={locale} clientIds={clientIds} messages={authMessages(locale)} />;
}
