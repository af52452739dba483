import { OPERATOR_MAIL_STATUSES, type OperatorMailRow } from '@store/contracts/operator-system';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={OPERATOR_MAIL_STATUSES.map((id) => ({ id, name: `ops.mail.statuses.${id}` }))}
    alwaysOn
  />,
];

/** The outbox: messages waiting, sent or failed, newest first. */
export function MailList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable<OperatorMailRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="recipient" />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="template" disableSort />
        <DataTable.Col source="locale" disableSort />
        <DataTable.Col source="attempts" />
        <DataTable.Col source="lastError" disableSort />
        <DataTable.Col source="sentAt" field={DateField} />
      </DataTable>
    </List>
  );
}
