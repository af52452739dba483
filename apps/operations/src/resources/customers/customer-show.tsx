import {
  operatorCustomerDetailSchema,
  type OperatorCustomerDetail,
} from '@store/contracts/operator-customers';
import { DateField, Labeled, Link, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { useDetailRecord } from '../screen-kit/detail-record.ts';
import { Money } from '../screen-kit/money.tsx';
import { RecordTable } from '../screen-kit/record-table.tsx';

type Detail = OperatorCustomerDetail;

function day(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/** The customer's recent orders, qualifications, organisations and open invoices, each linked to its screen. */
function CustomerParts() {
  const customer = useDetailRecord(operatorCustomerDetailSchema);
  const translate = useTranslate();
  if (!customer) return null;
  return (
    <>
      <Labeled label="ops.customers.orders">
        <RecordTable<Detail['recentOrders'][number]>
          rows={customer.recentOrders}
          rowKey={(order) => order.id}
          label="ops.customers.orders"
          empty="ops.customers.none"
          columns={[
            {
              label: 'ops.customers.number',
              render: (order) => <Link to={`/orders/${order.number}/show`}>{order.number}</Link>,
            },
            { label: 'ops.customers.store', render: (order) => order.siteId },
            {
              label: 'ops.customers.status',
              render: (order) => translate(`ops.orders.status.${order.status}`),
            },
            { label: 'ops.customers.date', render: (order) => day(order.placedAt) },
            {
              label: 'ops.customers.total',
              render: (order) => <Money value={order.total} />,
              align: 'right',
            },
          ]}
        />
      </Labeled>
      <Labeled label="ops.customers.qualifications">
        <RecordTable<Detail['qualifications'][number]>
          rows={customer.qualifications}
          rowKey={(qualification) => qualification.id}
          label="ops.customers.qualifications"
          empty="ops.customers.none"
          columns={[
            { label: 'ops.customers.store', render: (qualification) => qualification.siteId },
            { label: 'ops.customers.level', render: (qualification) => qualification.level },
            {
              label: 'ops.customers.status',
              render: (qualification) => translate(`ops.qualifications.statuses.${qualification.status}`),
            },
            { label: 'ops.customers.date', render: (qualification) => day(qualification.submittedAt) },
            { label: 'ops.customers.expiresOn', render: (qualification) => qualification.expiresOn ?? '—' },
          ]}
        />
      </Labeled>
      <Labeled label="ops.customers.organisations">
        <RecordTable<Detail['organisations'][number]>
          rows={customer.organisations}
          rowKey={(organisation) => organisation.id}
          label="ops.customers.organisations"
          empty="ops.customers.none"
          columns={[
            {
              label: 'ops.customers.name',
              render: (organisation) => (
                <Link to={`/organisations/${organisation.id}/show`}>{organisation.name}</Link>
              ),
            },
            { label: 'ops.customers.accountNumber', render: (organisation) => organisation.accountNumber },
            { label: 'ops.customers.store', render: (organisation) => organisation.siteId },
            {
              label: 'ops.customers.roles',
              render: (organisation) =>
                organisation.roles.map((role) => translate(`ops.organisations.roles.${role}`)).join(', '),
            },
          ]}
        />
      </Labeled>
      <Labeled label="ops.customers.openInvoices">
        <RecordTable<Detail['openInvoices'][number]>
          rows={customer.openInvoices}
          rowKey={(invoice) => invoice.id}
          label="ops.customers.openInvoices"
          empty="ops.customers.none"
          columns={[
            {
              label: 'ops.customers.number',
              render: (invoice) => <Link to={`/invoices/${invoice.id}/show`}>{invoice.number}</Link>,
            },
            { label: 'ops.customers.store', render: (invoice) => invoice.siteId },
            {
              label: 'ops.customers.status',
              render: (invoice) => translate(`ops.invoices.statuses.${invoice.status}`),
            },
            { label: 'ops.customers.dueOn', render: (invoice) => invoice.dueOn },
            {
              label: 'ops.customers.balance',
              render: (invoice) => <Money value={invoice.balance} />,
              align: 'right',
            },
          ]}
        />
      </Labeled>
    </>
  );
}

/** A customer's profile (never a password or a card number) and what they have on each store. */
export function CustomerShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="registrationCountry" />
        <TextField source="preferredLocale" emptyText="—" />
        <DateField source="createdAt" />
        <CustomerParts />
      </SimpleShowLayout>
    </Show>
  );
}
