import { invitationTokenParamsSchema, type InvitationPreview } from '@store/contracts/commerce-organisations';
import { localeInfo, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { organisationsMessages, type OrganisationsMessages } from './messages.ts';
import { OrganisationForm } from './organisation-form.tsx';
import { rolesText } from './organisation-words.ts';
import '../account/account.css';
import './organisations.css';

export function invitationMetadata(rawLocale: string): Metadata {
  return {
    title: organisationsMessages(localeOrNotFound(rawLocale)).titles.invitation,
    robots: { index: false, follow: false },
  };
}

/** What the invitation offers and whether this customer can take it up now, in the locale's words. */
function InvitationScreen({
  locale,
  token,
  preview,
  messages,
}: {
  locale: Locale;
  token: string;
  preview: InvitationPreview;
  messages: OrganisationsMessages;
}) {
  const m = messages.invitation;
  const paths = storePaths(locale);
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'long' });
  const { organisation } = preview;
  const acceptable = preview.state === 'valid' && preview.forCaller && !preview.member;
  return (
    <div className="organisation-invitation" data-testid="organisation-invitation">
      <p>
        {format(m.summary, {
          name: organisation.name,
          number: organisation.accountNumber,
          roles: rolesText(locale, preview.roles, messages.roles),
        })}
      </p>
      {preview.member ? (
        <p>
          <a className="button button--primary" href={paths.organisation(organisation.id)}>
            {m.viewOrganisation}
          </a>
        </p>
      ) : preview.state !== 'valid' ? (
        <p role="status">{m[preview.state]}</p>
      ) : !preview.forCaller ? (
        <p role="alert">{format(m.wrongAccount, { email: preview.email })}</p>
      ) : null}
      {acceptable ? (
        <>
          <p>{format(m.valid, { date: date.format(new Date(preview.expiresAt)) })}</p>
          <OrganisationForm
            action="accept"
            locale={locale}
            hidden={{ token, email: preview.email }}
            submits={[{ text: m.accept, primary: true }]}
            pending={m.pending}
            after="go"
          />
        </>
      ) : null}
      <p>
        <a href={paths.accounts}>{messages.organisation.backToList}</a>
      </p>
    </div>
  );
}

/**
 * /{locale}/my-account/accounts/invitations/{token}: the invitation of a mail's link (or of the
 * customer's own list, by its id), read per request for the signed-in customer.
 */
export async function InvitationPage({ locale: rawLocale, token }: { locale: string; token: string }) {
  const locale = localeOrNotFound(rawLocale);
  const parsed = invitationTokenParamsSchema.shape.token.safeParse(token);
  if (!parsed.success) notFound();
  const messages = organisationsMessages(locale);
  const loaded = await loadForCustomer(locale, 'an invitation', (access) =>
    commerce().invitation(locale, access.userId, access.accessToken, parsed.data),
  );
  return (
    <div className="account-page invitation-page">
      <h1>{messages.titles.invitation}</h1>
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <OrderRenewal locale={locale} />
        ) : 'failed' in loaded ? (
          <div role="alert" className="account-error">
            <p>{messages.invitation.loadFailed}</p>
            <a className="button" href={storePaths(locale).accounts}>
              {messages.organisation.backToList}
            </a>
          </div>
        ) : !loaded.value ? (
          <div role="alert" className="account-error">
            <p>{messages.invitation.notFound}</p>
            <a href={storePaths(locale).accounts}>{messages.organisation.backToList}</a>
          </div>
        ) : (
          <InvitationScreen locale={locale} token={parsed.data} preview={loaded.value} messages={messages} />
        )}
      </RequireSignIn>
    </div>
  );
}
