import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { preferencesMessages } from './messages.ts';
import { noticeOf } from './preference-words.ts';
import { PreferencesScreen } from './preferences-screen.tsx';
import '../account/account.css';
import '../auth/auth.css';
import './preferences.css';

/** The customer's own page (requirements §2): behind the sign-in gate, not for search engines. */
export function preferencesMetadata(rawLocale: string): Metadata {
  return {
    title: preferencesMessages(localeOrNotFound(rawLocale)).title,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/preferences: `?notice=` says what the last change did. */
export function PreferencesPage({
  locale: rawLocale,
  searchParams,
}: {
  locale: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const locale = localeOrNotFound(rawLocale);
  const messages = preferencesMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.title}</h1>
      <RequireSignIn locale={locale}>
        <PreferencesScreen locale={locale} messages={messages} notice={noticeOf(searchParams['notice'])} />
      </RequireSignIn>
    </div>
  );
}
