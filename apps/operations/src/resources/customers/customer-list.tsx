import type { OperatorCustomerRow } from '@store/contracts/operator-customers';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { STORE_CHOICES } from '../screen-kit/stores.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="siteId" source="siteId" choices={STORE_CHOICES} alwaysOn />,
];

/** Customers found by name, email or one of their order numbers, and by store. */
export function CustomerList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable<OperatorCustomerRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="registrationCountry" disableSort />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="orders" />
      </DataTable>
    </List>
  );
}
