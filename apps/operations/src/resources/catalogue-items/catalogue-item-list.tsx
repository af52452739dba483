import type { OperatorCatalogueItem } from '@store/contracts/operator-system';
import {
  BooleanInput,
  DataTable,
  FileField,
  FileInput,
  List,
  NumberInput,
  required,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
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

const uploadSchema = z.object({ image: z.object({ rawFile: z.instanceof(File) }) });

/** The file's bytes in base64, as the operator API takes an upload. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The item's product's images: one uploaded picture in place of its covers, or the covers again. */
function ProductImagesChange() {
  const item = useRecordContext<OperatorCatalogueItem>();
  const translate = useTranslate();
  const mayChange = useMayUse('order-manager');
  const { run, pending } = useOperatorAction();
  if (!item || !mayChange) return null;
  const path = `catalogue/products/${encodeURIComponent(item.productCode)}/images`;
  return (
    <>
      <ActionDialog
        label="ops.catalogue-items.replaceImages"
        pending={pending}
        onSubmit={async (values) => {
          const image = await base64Of(uploadSchema.parse(values).image.rawFile);
          return Boolean(
            await run(path, { method: 'PUT', body: { image } }, 'ops.catalogue-items.imagesReplaced'),
          );
        }}
      >
        <FileInput
          source="image"
          label={translate('ops.catalogue-items.imageFile', { product: item.productCode })}
          accept={{ 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/avif': [] }}
          validate={required()}
        >
          <FileField source="src" title="title" />
        </FileInput>
      </ActionDialog>
      <ActionDialog
        label="ops.catalogue-items.restoreImages"
        pending={pending}
        onSubmit={async () =>
          Boolean(await run(path, { method: 'DELETE' }, 'ops.catalogue-items.imagesRestored'))
        }
      >
        <Typography>
          {translate('ops.catalogue-items.restoreImagesNote', { product: item.productCode })}
        </Typography>
      </ActionDialog>
    </>
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
        <DataTable.Col label="ops.catalogue-items.images" disableSort>
          <ProductImagesChange />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
