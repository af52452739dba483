import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CustomerSearch } from './customer-search.tsx';
import { supportMessages } from './messages.ts';
import { StaffSignOut } from './staff-sign-out.tsx';
import { checkAgent } from './support-agent.ts';
import { STAFF_COOKIE } from './support-cookies.ts';
import { readSection } from './support-section.ts';
import '../account/account.css';
import '../auth/auth.css';
import './support.css';

export function supportMetadata(rawLocale: string): Metadata {
  return {
    title: supportMessages(localeOrNotFound(rawLocale)).titles.support,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/support: the signed-in support agent finds a customer and acts for them.
 * Not behind the customers' gate (the agent is no customer here): the staff cookie decides, on the
 * server, and without it the agent is sent to sign in.
 */
export async function SupportPage({
  locale: rawLocale,
  section: rawSection,
}: {
  locale: string;
  section: string | string[] | undefined;
}) {
  const locale = localeOrNotFound(rawLocale);
  const section = readSection(rawSection);
  const messages = supportMessages(locale);
  const check = await checkAgent((await cookies()).get(STAFF_COOKIE)?.value);
  if (check.kind === 'signed-out') redirect(storePaths(locale).supportSignIn(section));
  return (
    <div className="account-page">
      <h1>{messages.search.heading}</h1>
      {check.kind === 'agent' ? (
        <>
          <p>
            <span data-testid="support-agent">
              {format(messages.search.signedInAs, { name: check.agent.name })}
            </span>{' '}
            <StaffSignOut
              label={messages.search.signOut}
              signIn={storePaths(locale).supportSignIn(section)}
            />
          </p>
          <CustomerSearch
            locale={locale}
            clientId={identityClientId(locale)}
            section={section}
            messages={messages.search}
          />
        </>
      ) : (
        <p role="alert">
          {check.kind === 'not-allowed'
            ? messages.search.errors.notAllowed
            : messages.search.errors.unavailable}
        </p>
      )}
    </div>
  );
}
