import { QUOTE_STATES, type QuoteSummary } from '@store/contracts/commerce-quotes';
import { DataTable, DateField, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { MajorMoney } from '../screen-kit/money.tsx';
import { STORE_CHOICES } from '../screen-kit/stores.ts';

const statusChoices = QUOTE_STATES.map((status) => ({ id: status, name: `ops.quotes.statuses.${status}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="siteId" source="siteId" choices={STORE_CHOICES} alwaysOn />,
];

type QuoteRow = QuoteSummary & { siteId: string };

/** Quotes by status, submitted ones first to answer, oldest first. */
export function QuoteList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'submitted' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable<QuoteRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="number" disableSort />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="siteId" disableSort />
        <DataTable.Col
          source="status"
          disableSort
          render={(record) => translate(`ops.quotes.statuses.${record.status}`)}
        />
        <DataTable.Col source="lineCount" disableSort />
        <DataTable.Col
          source="listSubtotal"
          disableSort
          render={(record) => <MajorMoney value={record.listSubtotal} />}
        />
        <DataTable.Col
          source="offeredTotal"
          disableSort
          render={(record) => <MajorMoney value={record.offeredTotal} />}
        />
        <DataTable.Col source="expiresOn" disableSort field={DateField} />
      </DataTable>
    </List>
  );
}
