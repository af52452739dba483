import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { accountMessages } from './messages.ts';

type PageTitle = keyof ReturnType<typeof accountMessages>['titles'];

/**
 * The signed-in customer's pages (requirements §6): my-account and order history sit behind the
 * sign-in gate, which works in the browser where the tokens are; none is for search engines.
 */
export function accountMetadata(rawLocale: string, page: PageTitle): Metadata {
  return {
    title: accountMessages(localeOrNotFound(rawLocale)).titles[page],
    robots: { index: false, follow: false },
  };
}
