import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { operatorOrderRowSchema } from '@store/contracts/operator-orders';
import { Money } from '../screen-kit/money.tsx';
import { STORE_CHOICES } from '../screen-kit/stores.ts';
import { FULFILMENT_CHOICES, PAYMENT_CHOICES, STATUS_CHOICES } from './order-choices.ts';

/** Totals are typed in major units; the operator API filters on minor units (cents). */
const toMinor = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Math.round(Number(value) * 100);
const fromMinor = (value: unknown) => (typeof value === 'number' ? value / 100 : '');

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="ops.orders.search" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} label="ops.orders.filters.status" />,
  <SelectInput
    key="payment"
    source="paymentStatus"
    choices={PAYMENT_CHOICES}
    label="ops.orders.filters.payment"
  />,
  <SelectInput
    key="fulfilment"
    source="fulfilmentStatus"
    choices={FULFILMENT_CHOICES}
    label="ops.orders.filters.fulfilment"
  />,
  <SelectInput
    key="store"
    source="siteId"
    choices={STORE_CHOICES}
    label="ops.orders.filters.store"
    translateChoice={false}
  />,
  <DateInput key="from" source="from" label="ops.orders.filters.from" />,
  <DateInput key="to" source="to" label="ops.orders.filters.to" />,
  <NumberInput
    key="min"
    source="minTotal"
    label="ops.orders.filters.min_total"
    parse={toMinor}
    format={fromMinor}
  />,
  <NumberInput
    key="max"
    source="maxTotal"
    label="ops.orders.filters.max_total"
    parse={toMinor}
    format={fromMinor}
  />,
];

/** One of the order's states in the console's language. */
function StateField({
  kind,
  source,
}: {
  kind: string;
  source: 'status' | 'paymentStatus' | 'fulfilmentStatus';
}) {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      sortable={false}
      render={(record) => {
        const row = operatorOrderRowSchema.safeParse(record);
        return row.success ? translate(`ops.orders.${kind}.${row.data[source]}`) : '';
      }}
    />
  );
}

/** Orders: searched, filtered, sorted and paged by the operator API. */
export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'placedAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" />
        <DateField source="placedAt" showTime />
        <TextField source="customer.name" sortable={false} />
        <TextField source="customer.email" sortable={false} />
        <TextField source="siteId" sortable={false} />
        <StateField kind="status" source="status" />
        <StateField kind="payment" source="paymentStatus" />
        <StateField kind="fulfilment" source="fulfilmentStatus" />
        <FunctionField
          source="total"
          render={(record) => {
            const row = operatorOrderRowSchema.safeParse(record);
            return row.success ? <Money value={row.data.total} /> : null;
          }}
        />
      </Datagrid>
    </List>
  );
}
