import type { OperatorOrganisationDetail } from '@store/contracts/operator-customers';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { STORE_CHOICES } from '../screen-kit/stores.ts';

/** A row of the list: the detail's own fields, without members or discount. */
type OperatorOrganisationRow = Pick<
  OperatorOrganisationDetail,
  'id' | 'accountNumber' | 'siteId' | 'name' | 'createdAt' | 'memberCount'
>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="siteId" source="siteId" choices={STORE_CHOICES} alwaysOn />,
];

/** Organisations by name or account number, and by store. */
export function OrganisationList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable<OperatorOrganisationRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="name" />
        <DataTable.Col source="accountNumber" />
        <DataTable.Col source="siteId" disableSort />
        <DataTable.Col source="memberCount" disableSort />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}
