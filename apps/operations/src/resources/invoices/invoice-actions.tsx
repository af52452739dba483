import type { OperatorInvoiceDetail } from '@store/contracts/operator-finance';
import { CreateButton, required, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { minorFactor } from '../screen-kit/money-format.ts';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';

const creditSchema = z.object({ reason: z.string() });

/** An invoice with something left to pay, which a transfer can pay and a credit note can cancel. */
const isOutstanding = (invoice: OperatorInvoiceDetail) =>
  invoice.kind === 'invoice' &&
  invoice.balance.amount > 0 &&
  !['cancelled', 'credited'].includes(invoice.status);

/** Finance's actions on an invoice: record a bank transfer against it, issue a credit note for its balance. */
export function InvoiceActions() {
  const invoice = useRecordContext<OperatorInvoiceDetail>();
  const mayAct = useMayUse('finance');
  const { run, pending } = useOperatorAction();
  if (!invoice || !mayAct || !isOutstanding(invoice)) return <TopToolbar />;
  const { currency, amount } = invoice.balance;
  const transfer = {
    currency,
    allocations: [{ invoiceId: invoice.id, amount: amount / minorFactor(currency) }],
  };
  return (
    <TopToolbar>
      <CreateButton
        resource="bank-transfers"
        label="ops.invoices.recordTransfer"
        to={{ pathname: '/bank-transfers/create', state: { record: transfer } }}
      />
      <ActionDialog
        label="ops.invoices.creditNote"
        color="error"
        pending={pending}
        onSubmit={async (values) => {
          const body = creditSchema.parse(values);
          return Boolean(await run(`invoices/${invoice.id}/credit-notes`, { body }, 'ops.invoices.credited'));
        }}
      >
        <TextInput
          source="reason"
          label="ops.invoices.creditReason"
          helperText="ops.invoices.creditHelp"
          multiline
          fullWidth
          validate={required()}
        />
      </ActionDialog>
    </TopToolbar>
  );
}
