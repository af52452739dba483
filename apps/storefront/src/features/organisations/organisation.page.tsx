import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { organisationsMessages } from './messages.ts';
import { OrganisationScreen } from './organisation-screen.tsx';
import '../account/account.css';
import '../orders/orders.css';
import './organisations.css';

const organisationIdSchema = z.uuid();

export function organisationMetadata(rawLocale: string): Metadata {
  return {
    title: organisationsMessages(localeOrNotFound(rawLocale)).titles.list,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/accounts/{id}: an organisation the customer belongs to, read per request
 * before anything is rendered, so an unknown id, or an organisation they do not belong to or of
 * another store (commerce answers all alike), is the store's 404 page with its status.
 */
export async function OrganisationPage({
  locale: rawLocale,
  organisationId,
}: {
  locale: string;
  organisationId: string;
}) {
  const locale = localeOrNotFound(rawLocale);
  const id = organisationIdSchema.safeParse(organisationId);
  if (!id.success) notFound();
  const loaded = await loadForCustomer(locale, 'an organisation', async (access) => {
    const organisation = await commerce().organisation(locale, access.userId, access.accessToken, id.data);
    return organisation && { organisation, userId: access.userId };
  });
  if ('value' in loaded && !loaded.value) notFound();
  const messages = organisationsMessages(locale);
  const found = 'value' in loaded ? loaded.value : undefined;
  return (
    <div className="account-page organisation-page">
      <h1>
        {found
          ? format(messages.titles.organisation, { name: found.organisation.name })
          : messages.titles.list}
      </h1>
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <OrderRenewal locale={locale} />
        ) : !found ? (
          <div role="alert" className="account-error">
            <p>{messages.organisation.failed}</p>
            <a className="button" href={storePaths(locale).organisation(id.data)}>
              {messages.list.retry}
            </a>
          </div>
        ) : (
          <OrganisationScreen
            locale={locale}
            organisation={found.organisation}
            userId={found.userId}
            messages={messages}
          />
        )}
      </RequireSignIn>
    </div>
  );
}
