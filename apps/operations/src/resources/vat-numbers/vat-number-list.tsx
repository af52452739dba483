import type { OperatorVatNumberRow } from '@store/contracts/operator-finance';
import { DataTable, DateField, Link, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { STORE_CHOICES } from '../screen-kit/stores.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="siteId" source="siteId" choices={STORE_CHOICES} alwaysOn />,
];

/**
 * The VAT numbers orders were placed with. Read-only: each is checked (format and check digits)
 * when the order is placed, and an order with a wrong one is refused, so none waits for a review.
 */
export function VatNumberList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'placedAt', order: 'DESC' }} exporter={false}>
      <DataTable<OperatorVatNumberRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="orderNumber"
          render={(row) => <Link to={`/orders/${row.orderNumber}/show`}>{row.orderNumber}</Link>}
        />
        <DataTable.Col source="placedAt" field={DateField} />
        <DataTable.Col source="siteId" disableSort />
        <DataTable.Col source="vatNumber" disableSort />
        <DataTable.Col source="country" disableSort />
        <DataTable.Col
          source="check"
          disableSort
          render={(row) => translate(`ops.vat-numbers.checks.${row.check}`)}
        />
        <DataTable.Col source="customer.email" disableSort />
      </DataTable>
    </List>
  );
}
