import type { OrganisationOverview } from '@store/contracts/commerce-organisations';
import { JOIN_REQUEST_MESSAGE_MAX } from '@store/contracts/commerce-organisations';
import { localeInfo, type Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import type { OrganisationsMessages } from './messages.ts';
import { OrganisationForm } from './organisation-form.tsx';
import { rolesText } from './organisation-words.ts';
import { SwitchAccountButton } from './switch-account-button.tsx';

type Messages = OrganisationsMessages;

function AccountsTable({
  locale,
  overview,
  messages,
}: {
  locale: Locale;
  overview: OrganisationOverview;
  messages: Messages;
}) {
  const m = messages.list;
  const paths = storePaths(locale);
  const personalActive = !overview.memberships.some((membership) => membership.active);
  const rows = [
    {
      id: null,
      name: m.personal,
      accountNumber: '',
      roles: m.personalRoles,
      active: personalActive,
    },
    ...overview.memberships.map((membership) => ({
      id: membership.id,
      name: membership.name,
      accountNumber: membership.accountNumber,
      roles: rolesText(locale, membership.roles, messages.roles),
      active: membership.active,
    })),
  ];
  return (
    <table className="order-table accounts-table" data-testid="accounts-table">
      <caption className="visually-hidden">{m.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.account}</th>
          <th scope="col">{m.accountNumber}</th>
          <th scope="col">{m.roles}</th>
          <th scope="col">{m.status}</th>
          <th scope="col">{m.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id ?? 'personal'} data-testid="account-row" data-active={row.active}>
            <th scope="row">{row.id ? <a href={paths.organisation(row.id)}>{row.name}</a> : row.name}</th>
            <td>{row.accountNumber}</td>
            <td>{row.roles}</td>
            <td>{row.active ? <strong className="account-active">{m.active}</strong> : null}</td>
            <td>
              {row.active ? null : (
                <SwitchAccountButton
                  locale={locale}
                  organisationId={row.id}
                  texts={{
                    button: messages.switch.button,
                    label: format(messages.switch.buttonFor, { name: row.name }),
                    pending: messages.switch.pending,
                    failed: messages.switch.failed,
                  }}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function JoinRequests({
  locale,
  overview,
  messages,
  date,
}: {
  locale: Locale;
  overview: OrganisationOverview;
  messages: Messages;
  date: Intl.DateTimeFormat;
}) {
  const m = messages.requests;
  const pending = overview.joinRequests.filter((request) => request.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="join-requests" className="account-section">
      <h2 id="join-requests">{m.heading}</h2>
      <table className="order-table" data-testid="own-join-requests">
        <caption className="visually-hidden">{m.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.organisation}</th>
            <th scope="col">{messages.list.accountNumber}</th>
            <th scope="col">{m.sent}</th>
            <th scope="col">{messages.list.actions}</th>
          </tr>
        </thead>
        <tbody>
          {pending.map((request) => (
            <tr key={request.id}>
              <th scope="row">{request.organisationName}</th>
              <td>{request.accountNumber}</td>
              <td>
                <time dateTime={request.createdAt}>{date.format(new Date(request.createdAt))}</time>
              </td>
              <td>
                <OrganisationForm
                  action="withdraw"
                  locale={locale}
                  hidden={{ requestId: request.id }}
                  submits={[
                    {
                      text: m.withdraw,
                      label: format(m.withdrawFor, { name: request.organisationName }),
                    },
                  ]}
                  pending={m.pending}
                  after="report"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Invitations({
  locale,
  overview,
  messages,
}: {
  locale: Locale;
  overview: OrganisationOverview;
  messages: Messages;
}) {
  const m = messages.invitations;
  if (overview.invitations.length === 0) return null;
  const paths = storePaths(locale);
  return (
    <section aria-labelledby="invitations-to-you" className="account-section">
      <h2 id="invitations-to-you">{m.heading}</h2>
      <ul className="account-links" data-testid="own-invitations">
        {overview.invitations.map((invitation) => (
          <li key={invitation.id}>
            {format(m.item, {
              name: invitation.organisationName,
              roles: rolesText(locale, invitation.roles, messages.roles),
            })}{' '}
            <a
              href={paths.organisationInvitation(invitation.id)}
              aria-label={format(m.openFor, { name: invitation.organisationName })}
            >
              {m.open}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function JoinForm({ locale, messages }: { locale: Locale; messages: Messages }) {
  const m = messages.join;
  return (
    <section aria-labelledby="join-organisation" className="account-section">
      <h2 id="join-organisation">{m.heading}</h2>
      <p>{m.help}</p>
      <OrganisationForm
        action="join"
        locale={locale}
        submits={[{ text: m.submit, primary: true }]}
        pending={m.pending}
        after="report"
        className="organisation-fields"
        testId="join-organisation"
      >
        <label htmlFor="join-account-number">{m.accountNumber}</label>
        <input
          id="join-account-number"
          name="accountNumber"
          required
          autoComplete="off"
          spellCheck={false}
          aria-describedby="join-account-number-hint"
        />
        <span id="join-account-number-hint" className="organisation-hint">
          {m.accountNumberHint}
        </span>
        <label htmlFor="join-message">{m.message}</label>
        <textarea id="join-message" name="message" rows={3} maxLength={JOIN_REQUEST_MESSAGE_MAX} />
      </OrganisationForm>
    </section>
  );
}

/**
 * The customer's accounts on this store: their own and each organisation's (roles, which one they
 * buy for, the switch), their pending requests to join (withdraw), invitations to them, and the
 * form to ask to join an organisation by its account number.
 */
export async function AccountsScreen({ locale, messages }: { locale: Locale; messages: Messages }) {
  const m = messages.list;
  const paths = storePaths(locale);
  const loaded = await loadForCustomer(locale, 'organisations', (access) =>
    commerce().organisations(locale, access.userId, access.accessToken),
  );
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;
  if ('failed' in loaded) {
    return (
      <div role="alert" className="account-error">
        <p>{m.failed}</p>
        <a className="button" href={paths.accounts}>
          {m.retry}
        </a>
      </div>
    );
  }
  const overview = loaded.value;
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'medium' });
  return (
    <>
      <p>{m.intro}</p>
      <AccountsTable locale={locale} overview={overview} messages={messages} />
      {overview.memberships.length === 0 ? <p>{m.noOrganisations}</p> : null}
      <Invitations locale={locale} overview={overview} messages={messages} />
      <JoinRequests locale={locale} overview={overview} messages={messages} date={date} />
      <JoinForm locale={locale} messages={messages} />
    </>
  );
}
