import type {
  OrganisationDetail,
  OrganisationJoinRequest,
  OrganisationMember,
} from '@store/contracts/commerce-organisations';
import { localeInfo, type Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { ConfirmActionDialog } from '../account/confirm-action-dialog.tsx';
import type { OrganisationsMessages } from './messages.ts';
import { leaveOrganisation, removeMember } from './organisation-actions.ts';
import { OrganisationForm } from './organisation-form.tsx';
import { rolesText } from './organisation-words.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

type Messages = OrganisationsMessages;

function MemberRow({
  locale,
  organisation,
  member,
  userId,
  admin,
  messages,
  date,
}: {
  locale: Locale;
  organisation: OrganisationDetail;
  member: OrganisationMember;
  userId: string;
  admin: boolean;
  messages: Messages;
  date: Intl.DateTimeFormat;
}) {
  const m = messages.organisation;
  const values = { name: member.name };
  const self = member.userId === userId;
  return (
    <tr data-testid="organisation-member">
      <th scope="row">
        {member.name}
        {self ? ` (${m.you})` : ''}
      </th>
      <td>{member.email}</td>
      <td>
        {admin ? (
          <OrganisationForm
            action="roles"
            locale={locale}
            hidden={{ organisationId: organisation.id, memberId: member.userId }}
            submits={[
              { text: messages.memberRoles.submit, label: format(messages.memberRoles.submitFor, values) },
            ]}
            pending={messages.memberRoles.pending}
            after="report"
          >
            <RoleCheckboxes
              legend={format(messages.memberRoles.legend, values)}
              checked={member.roles}
              roles={messages.roles}
              hiddenLegend
            />
          </OrganisationForm>
        ) : (
          rolesText(locale, member.roles, messages.roles)
        )}
      </td>
      <td>
        <time dateTime={member.joinedAt}>{date.format(new Date(member.joinedAt))}</time>
      </td>
      {admin ? (
        <td>
          {self ? null : (
            <ConfirmActionDialog
              locale={locale}
              action={removeMember}
              fields={{ organisationId: organisation.id, memberId: member.userId }}
              texts={{
                button: messages.remove.button,
                title: format(messages.remove.title, values),
                explanation: messages.remove.explanation,
                confirm: messages.remove.confirm,
                keep: messages.remove.keep,
                pending: messages.remove.pending,
              }}
              buttonLabel={format(messages.remove.buttonFor, values)}
            />
          )}
        </td>
      ) : null}
    </tr>
  );
}

function JoinRequestItem({
  locale,
  organisationId,
  request,
  messages,
  date,
}: {
  locale: Locale;
  organisationId: string;
  request: OrganisationJoinRequest;
  messages: Messages;
  date: Intl.DateTimeFormat;
}) {
  const m = messages.joinRequests;
  const values = { name: request.name };
  return (
    <li data-testid="organisation-join-request">
      <p>
        {format(m.requested, {
          name: request.name,
          email: request.email,
          date: date.format(new Date(request.createdAt)),
        })}
      </p>
      {request.message ? <p>{format(m.message, { message: request.message })}</p> : null}
      <OrganisationForm
        action="decide"
        locale={locale}
        hidden={{ organisationId, requestId: request.id }}
        submits={[
          {
            text: m.approve,
            label: format(m.approveFor, values),
            name: 'decision',
            value: 'approve',
            primary: true,
          },
          { text: m.decline, label: format(m.declineFor, values), name: 'decision', value: 'decline' },
        ]}
        pending={m.pending}
        after="report"
      >
        <RoleCheckboxes legend={m.roles} checked={['purchaser']} roles={messages.roles} />
      </OrganisationForm>
    </li>
  );
}

function Administration({
  locale,
  organisation,
  messages,
  date,
}: {
  locale: Locale;
  organisation: OrganisationDetail;
  messages: Messages;
  date: Intl.DateTimeFormat;
}) {
  const invitations = organisation.invitations ?? [];
  const requests = organisation.joinRequests ?? [];
  const p = messages.pendingInvitations;
  return (
    <>
      <section aria-labelledby="organisation-requests" className="account-section">
        <h2 id="organisation-requests">{messages.joinRequests.heading}</h2>
        {requests.length === 0 ? (
          <p>{messages.joinRequests.none}</p>
        ) : (
          <ul className="organisation-requests">
            {requests.map((request) => (
              <JoinRequestItem
                key={request.id}
                locale={locale}
                organisationId={organisation.id}
                request={request}
                messages={messages}
                date={date}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="organisation-invite" className="account-section">
        <h2 id="organisation-invite">{messages.invite.heading}</h2>
        <p>{messages.invite.help}</p>
        <OrganisationForm
          action="invite"
          locale={locale}
          hidden={{ organisationId: organisation.id }}
          submits={[{ text: messages.invite.submit, primary: true }]}
          pending={messages.invite.pending}
          after="report"
          className="organisation-fields"
          testId="organisation-invite"
        >
          <label htmlFor="invite-email">{messages.invite.email}</label>
          <input id="invite-email" name="email" type="email" required autoComplete="off" />
          <RoleCheckboxes legend={messages.invite.roles} checked={['purchaser']} roles={messages.roles} />
        </OrganisationForm>
      </section>

      <section aria-labelledby="organisation-invitations" className="account-section">
        <h2 id="organisation-invitations">{p.heading}</h2>
        {invitations.length === 0 ? (
          <p>{p.none}</p>
        ) : (
          <table className="order-table" data-testid="organisation-invitations">
            <caption className="visually-hidden">{format(p.caption, { name: organisation.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{p.email}</th>
                <th scope="col">{p.roles}</th>
                <th scope="col">{p.expires}</th>
                <th scope="col">{p.actions}</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.email}</th>
                  <td>{rolesText(locale, invitation.roles, messages.roles)}</td>
                  <td>
                    <time dateTime={invitation.expiresAt}>{date.format(new Date(invitation.expiresAt))}</time>
                  </td>
                  <td>
                    <OrganisationForm
                      action="revoke"
                      locale={locale}
                      hidden={{ organisationId: organisation.id, invitationId: invitation.id }}
                      submits={[{ text: p.revoke, label: format(p.revokeFor, { email: invitation.email }) }]}
                      pending={p.pending}
                      after="report"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/**
 * One organisation the customer belongs to: its account number, their roles, its members. An
 * administrator also answers requests to join (choosing the roles on approval), invites by email,
 * revokes invitations, sets members' roles and removes members; any member may leave.
 */
export function OrganisationScreen({
  locale,
  organisation,
  userId,
  messages,
}: {
  locale: Locale;
  organisation: OrganisationDetail;
  userId: string;
  messages: Messages;
}) {
  const m = messages.organisation;
  const admin = organisation.roles.includes('administrator');
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'medium' });
  return (
    <div className="organisation" data-testid="organisation">
      <dl className="account-details">
        <dt>{m.accountNumber}</dt>
        <dd data-testid="organisation-account-number">{organisation.accountNumber}</dd>
        <dt>{m.yourRoles}</dt>
        <dd>{rolesText(locale, organisation.roles, messages.roles)}</dd>
      </dl>

      <section aria-labelledby="organisation-members" className="account-section">
        <h2 id="organisation-members">{m.membersHeading}</h2>
        <table className="order-table" data-testid="organisation-members">
          <caption className="visually-hidden">
            {format(m.membersCaption, { name: organisation.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{m.name}</th>
              <th scope="col">{m.email}</th>
              <th scope="col">{m.roles}</th>
              <th scope="col">{m.joined}</th>
              {admin ? <th scope="col">{m.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {organisation.members.map((member) => (
              <MemberRow
                key={member.userId}
                locale={locale}
                organisation={organisation}
                member={member}
                userId={userId}
                admin={admin}
                messages={messages}
                date={date}
              />
            ))}
          </tbody>
        </table>
      </section>

      {admin ? (
        <Administration locale={locale} organisation={organisation} messages={messages} date={date} />
      ) : null}

      <div className="account-section">
        <ConfirmActionDialog
          locale={locale}
          action={leaveOrganisation}
          fields={{ organisationId: organisation.id }}
          texts={{
            button: messages.leave.button,
            title: format(messages.leave.title, { name: organisation.name }),
            explanation: messages.leave.explanation,
            confirm: messages.leave.confirm,
            keep: messages.leave.keep,
            pending: messages.leave.pending,
          }}
        />
      </div>

      <p>
        <a href={storePaths(locale).accounts}>{m.backToList}</a>
      </p>
    </div>
  );
}
