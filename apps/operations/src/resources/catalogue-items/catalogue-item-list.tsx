import type { OperatorCatalogueItem } from '@store/contracts/operator-system';
import {
  BooleanInput,
  DataTable,
  List,
  NumberInput,
  required,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { minorFactor } from '../screen-kit/money-format.ts';
import { Money } from '../screen-kit/money.tsx';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';
import { STORE_CHOICES } from '../screen-kit/stores.ts';

const filters = [
  <SelectInput key="siteId" source="siteId" choices={STORE_CHOICES} alwaysOn validate={required()} />,
  <SearchInput key="q" source="q" alwaysOn />,
];

const changeSchema = z.object({
  price: z.number().positive(),
  available: z.boolean(),
  stock: z.number().int().min(0),
});

/** The item's price (in the store's currency), availability and stock, changed in place from its row. */
function CatalogueItemChange() {
  const item = useRecordContext<OperatorCatalogueItem>();
  const mayChange = useMayUse('order-manager');
  const { run, pending } = useOperatorAction();
  if (!item || !mayChange) return null;
  const factor = minorFactor(item.price.currency);
  return (
    <ActionDialog
      label="ops.catalogue-items.change"
      defaultValues={{ price: item.price.amount / factor, available: item.available, stock: item.stock }}
      pending={pending}
      onSubmit={async (values) => {
        const change = changeSchema.parse(values);
        const price = Math.round(change.price * factor);
        const body = {
          siteId: item.siteId,
          ...(price === item.price.amount ? {} : { price }),
          ...(change.available === item.available ? {} : { available: change.available }),
          ...(change.stock === item.stock ? {} : { stock: change.stock }),
        };
        if (Object.keys(body).length === 1) return true;
        const path = `catalogue/items/${encodeURIComponent(item.id)}`;
        return Boolean(await run(path, { method: 'PATCH', body }, 'ops.catalogue-items.changed'));
      }}
    >
      <NumberInput
        source="price"
        label={`${item.id} · ${item.price.currency}`}
        min={0}
        step={1 / factor}
        validate={required()}
      />
      <BooleanInput source="available" label="ops.catalogue-items.available" />
      <NumberInput source="stock" label="ops.catalogue-items.stock" min={0} step={1} validate={required()} />
    </ActionDialog>
  );
}

/** One store's catalogue: items by code or name with their price, availability and stock. */
export function CatalogueItemList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ siteId: STORE_CHOICES[0]?.id }}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
    >
      <DataTable<OperatorCatalogueItem> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="productCode" />
        <DataTable.Col source="name" />
        <DataTable.Col source="format" disableSort />
        <DataTable.Col source="price" render={(item) => <Money value={item.price} />} />
        <DataTable.Col
          source="available"
          disableSort
          render={(item) => translate(item.available ? 'ops.catalogue-items.yes' : 'ops.catalogue-items.no')}
        />
        <DataTable.Col source="stock" />
        <DataTable.Col label="ops.catalogue-items.change" disableSort>
          <CatalogueItemChange />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
