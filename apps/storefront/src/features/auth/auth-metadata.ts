import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { authMessages } from './messages.ts';

/**
 * The sign-in pages' titles. The pages are rendered per request: the client ids and the local
 * reCAPTCHA answer come from this server's environment, and nothing about signing in belongs in a
 * shared cache; nor in a search engine.
 */
export function authMetadata(
  rawLocale: string,
  screen: 'signIn' | 'register' | 'forgot' | 'callback',
): Metadata {
  return {
    title: authMessages(localeOrNotFound(rawLocale))[screen].title,
    robots: { index: false, follow: false },
  };
}
