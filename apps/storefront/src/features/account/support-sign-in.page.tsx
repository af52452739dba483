import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { SignInPage } from '../auth/sign-in.page.tsx';
import { accountMetadata } from './account-metadata.ts';

export function supportSignInMetadata(rawLocale: string): Metadata {
  return accountMetadata(rawLocale, 'supportSignIn');
}

/**
 * The support sign-in pages under my-account, exempt from the gate (requirements §6): the sign-in screen,
 * returning to my-account unless the address already says where to go.
 */
export function SupportSignInPage({
  locale: rawLocale,
  section,
  goto,
}: {
  locale: string;
  section?: string;
  goto: string | string[] | undefined;
}) {
  const locale = localeOrNotFound(rawLocale);
  if (!goto) {
    const { myAccount } = storePaths(locale);
    const here = section
      ? `${myAccount}/${encodeURIComponent(section)}/support/login`
      : `${myAccount}/support/login`;
    redirect(`${here}?goto=${encodeURIComponent(myAccount)}`);
  }
  return <SignInPage locale={locale} />;
}
