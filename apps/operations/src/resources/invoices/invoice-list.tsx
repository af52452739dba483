import { INVOICE_KINDS, INVOICE_STATUSES } from '@store/contracts/commerce';
import type { OperatorInvoiceRow } from '@store/contracts/operator-finance';
import {
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Money } from '../screen-kit/money.tsx';
import { useMayUse } from '../screen-kit/roles.ts';
import { STORE_CHOICES } from '../screen-kit/stores.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={INVOICE_STATUSES.map((id) => ({ id, name: `ops.invoices.statuses.${id}` }))}
    alwaysOn
  />,
  <SelectInput key="siteId" source="siteId" choices={STORE_CHOICES} alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={INVOICE_KINDS.map((id) => ({ id, name: `ops.invoices.kinds.${id}` }))}
  />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

function InvoiceListActions() {
  const mayRecord = useMayUse('finance');
  return (
    <TopToolbar>
      {mayRecord ? <CreateButton resource="bank-transfers" label="ops.invoices.recordTransfer" /> : null}
    </TopToolbar>
  );
}

/** Invoices and credit notes of every store: by number, order or email, status (overdue too), store. */
export function InvoiceList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      actions={<InvoiceListActions />}
      sort={{ field: 'issuedAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable<OperatorInvoiceRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="number" />
        <DataTable.Col source="issuedAt" field={DateField} />
        <DataTable.Col source="dueOn" field={DateField} />
        <DataTable.Col source="siteId" disableSort />
        <DataTable.Col source="orderNumber" disableSort />
        <DataTable.Col source="customer.email" disableSort />
        <DataTable.Col
          source="status"
          disableSort
          render={(record) => translate(`ops.invoices.statuses.${record.status}`)}
        />
        <DataTable.Col source="total" render={(record) => <Money value={record.total} />} />
        <DataTable.Col source="balance" disableSort render={(record) => <Money value={record.balance} />} />
      </DataTable>
    </List>
  );
}
