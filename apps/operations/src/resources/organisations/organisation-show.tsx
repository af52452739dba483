import { Box } from '@mui/material';
import {
  operatorOrganisationDetailSchema,
  type OperatorOrganisationDetail,
} from '@store/contracts/operator-customers';
import { DateField, Labeled, Link, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { useDetailRecord } from '../screen-kit/detail-record.ts';
import { Money } from '../screen-kit/money.tsx';
import { RecordTable } from '../screen-kit/record-table.tsx';
import { MemberRoles, OrganisationActions } from './organisation-actions.tsx';

type Detail = OperatorOrganisationDetail;

function useRoleNames() {
  const translate = useTranslate();
  return (roles: readonly string[]) =>
    roles.map((role) => translate(`ops.organisations.roles.${role}`)).join(', ');
}

function Members() {
  const organisation = useDetailRecord(operatorOrganisationDetailSchema);
  const roleNames = useRoleNames();
  if (!organisation) return null;
  return (
    <RecordTable<Detail['members'][number]>
      rows={organisation.members}
      rowKey={(member) => member.userId}
      label="ops.organisations.members"
      empty="ops.organisations.none"
      columns={[
        {
          label: 'ops.organisations.name',
          render: (member) => <Link to={`/customers/${member.userId}/show`}>{member.name}</Link>,
        },
        { label: 'ops.organisations.email', render: (member) => member.email },
        { label: 'ops.organisations.memberRoles', render: (member) => roleNames(member.roles) },
        { label: 'ops.organisations.joinedAt', render: (member) => member.joinedAt.slice(0, 10) },
        {
          label: 'ops.organisations.change',
          render: (member) => <MemberRoles organisationId={organisation.id} member={member} />,
        },
      ]}
    />
  );
}

function Invitations() {
  const organisation = useDetailRecord(operatorOrganisationDetailSchema);
  const roleNames = useRoleNames();
  if (!organisation) return null;
  return (
    <RecordTable<Detail['invitations'][number]>
      rows={organisation.invitations}
      rowKey={(invitation) => invitation.id}
      label="ops.organisations.invitations"
      empty="ops.organisations.none"
      columns={[
        { label: 'ops.organisations.email', render: (invitation) => invitation.email },
        { label: 'ops.organisations.memberRoles', render: (invitation) => roleNames(invitation.roles) },
        { label: 'ops.organisations.expiresAt', render: (invitation) => invitation.expiresAt.slice(0, 10) },
      ]}
    />
  );
}

function JoinRequests() {
  const organisation = useDetailRecord(operatorOrganisationDetailSchema);
  if (!organisation) return null;
  return (
    <RecordTable<Detail['joinRequests'][number]>
      rows={organisation.joinRequests}
      rowKey={(request) => request.id}
      label="ops.organisations.joinRequests"
      empty="ops.organisations.none"
      columns={[
        { label: 'ops.organisations.name', render: (request) => request.name },
        { label: 'ops.organisations.email', render: (request) => request.email },
        { label: 'ops.organisations.message', render: (request) => request.message ?? '—' },
      ]}
    />
  );
}

/** The discount in force (or the last or next one): scheme, rate, dates, state, limit and spending so far. */
function Discount() {
  const organisation = useDetailRecord(operatorOrganisationDetailSchema);
  const translate = useTranslate();
  if (!organisation) return null;
  const { discount } = organisation;
  if (!discount) return <span>{translate('ops.organisations.noDiscount')}</span>;
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }} data-testid="organisation-discount">
      <Labeled label="ops.organisations.scheme">
        <span>{translate(`ops.organisations.schemes.${discount.scheme}`)}</span>
      </Labeled>
      <Labeled label="ops.organisations.percent">
        <span>{discount.percent} %</span>
      </Labeled>
      <Labeled label="ops.organisations.period">
        <span>
          {discount.startsOn} – {discount.endsOn}
        </span>
      </Labeled>
      <Labeled label="ops.organisations.state">
        <span>{translate(`ops.organisations.states.${discount.state ?? 'NOT_STARTED'}`)}</span>
      </Labeled>
      <Labeled label="ops.organisations.limit">
        <span>{discount.spendingLimit ? <Money value={discount.spendingLimit} /> : '—'}</span>
      </Labeled>
      <Labeled label="ops.organisations.spent">
        <Money value={discount.spent} />
      </Labeled>
    </Box>
  );
}

/** An organisation: its members and their roles, invitations, join requests and discount. */
export function OrganisationShow() {
  return (
    <Show actions={<OrganisationActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="accountNumber" />
        <TextField source="siteId" />
        <DateField source="createdAt" />
        <Labeled label="ops.organisations.discount">
          <Discount />
        </Labeled>
        <Labeled label="ops.organisations.members">
          <Members />
        </Labeled>
        <Labeled label="ops.organisations.invitations">
          <Invitations />
        </Labeled>
        <Labeled label="ops.organisations.joinRequests">
          <JoinRequests />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
