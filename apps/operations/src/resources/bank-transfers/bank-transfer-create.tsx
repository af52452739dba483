import { CURRENCIES } from '@store/catalog';
import type { OperatorInvoiceRow } from '@store/contracts/operator-finance';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  DateInput,
  type Identifier,
  minValue,
  NumberInput,
  type RaRecord,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
} from 'react-admin';
import { z } from 'zod';
import { formatMoney } from '../screen-kit/money-format.ts';
import { transferBody } from './transfer-body.ts';

const today = () => new Date().toISOString().slice(0, 10);

const recordedSchema = z.object({ allocations: z.array(z.object({ invoiceId: z.string() })).min(1) });

/** After recording, the first invoice paid, with the transfer in its payments. */
function toFirstInvoice(_resource?: string, _id?: Identifier, data?: Partial<RaRecord>): string {
  const recorded = recordedSchema.safeParse(data);
  return recorded.success ? `invoices/${recorded.data.allocations[0]?.invoiceId}/show` : 'invoices';
}

function InvoiceChoice() {
  const [language] = useLocaleState();
  return (
    <AutocompleteInput
      label="ops.bank-transfers.invoice"
      optionText={(invoice: OperatorInvoiceRow) =>
        `${invoice.number} · ${invoice.customer.name} · ${formatMoney(invoice.balance, language)}`
      }
      filterToQuery={(q: string) => (q ? { q } : {})}
      validate={required()}
      fullWidth
    />
  );
}

/**
 * A bank transfer received: its reference, the day it arrived, its currency, and what it pays of one
 * or several invoices (picked by number, each at most its balance).
 */
export function BankTransferCreate() {
  return (
    <Create transform={transferBody} redirect={toFirstInvoice}>
      <SimpleForm defaultValues={{ receivedOn: today(), allocations: [{}] }}>
        <TextInput source="reference" validate={required()} fullWidth />
        <DateInput source="receivedOn" validate={required()} />
        <SelectInput
          source="currency"
          choices={CURRENCIES.map((id) => ({ id, name: id }))}
          validate={required()}
        />
        <ArrayInput source="allocations" validate={required()}>
          <SimpleFormIterator inline disableReordering>
            <ReferenceInput
              source="invoiceId"
              reference="invoices"
              sort={{ field: 'issuedAt', order: 'DESC' }}
            >
              <InvoiceChoice />
            </ReferenceInput>
            <NumberInput
              source="amount"
              label="ops.bank-transfers.amount"
              validate={[required(), minValue(0.01)]}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Create>
  );
}
