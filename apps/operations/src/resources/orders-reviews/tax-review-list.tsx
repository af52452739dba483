import { Stack } from '@mui/material';
import type { OperatorOrderReviewRow } from '@store/contracts/operator-orders';
import { DataTable, DateField, Link, List, TextInput, useRecordContext } from 'react-admin';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { Money } from '../screen-kit/money.tsx';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';

const noteSchema = z.object({
  note: z
    .string()
    .nullish()
    .transform((note) => note?.trim() || undefined),
});

/** Accept the certificate (the order goes on) or reject it (the order is cancelled, a card refunded). */
function TaxExemptionDecision() {
  const review = useRecordContext<OperatorOrderReviewRow>();
  const mayDecide = useMayUse('order-manager', 'finance');
  const { run, pending } = useOperatorAction();
  if (!review || !mayDecide) return null;
  const decide = (decision: 'accept' | 'reject', done: string) => async (values: Record<string, unknown>) => {
    const { note } = noteSchema.parse(values);
    const body = note ? { note } : {};
    return Boolean(await run(`orders/${review.id}/tax-exemption/${decision}`, { body }, done));
  };
  return (
    <Stack direction="row" spacing={1}>
      <ActionDialog
        label="ops.orders-reviews.accept"
        pending={pending}
        onSubmit={decide('accept', 'ops.orders-reviews.accepted')}
      >
        <TextInput source="note" label="ops.orders-reviews.note" multiline fullWidth />
      </ActionDialog>
      <ActionDialog
        label="ops.orders-reviews.reject"
        color="error"
        pending={pending}
        onSubmit={decide('reject', 'ops.orders-reviews.rejected')}
      >
        <TextInput
          source="note"
          label="ops.orders-reviews.note"
          helperText="ops.orders-reviews.rejectHelp"
          multiline
          fullWidth
        />
      </ActionDialog>
    </Stack>
  );
}

/** Orders held for a tax exemption certificate's review, oldest first. */
export function TaxReviewList() {
  return (
    <List filter={{ status: 'tax-review' }} sort={{ field: 'placedAt', order: 'ASC' }} exporter={false}>
      <DataTable<OperatorOrderReviewRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="id"
          disableSort
          render={(review) => <Link to={`/orders/${review.id}/show`}>{review.id}</Link>}
        />
        <DataTable.Col
          source="order.placedAt"
          disableSort
          render={(review) => <DateField record={review.order} source="placedAt" />}
        />
        <DataTable.Col source="order.siteId" disableSort />
        <DataTable.Col source="order.email" disableSort />
        <DataTable.Col
          source="order.total"
          disableSort
          render={(review) => (
            <Money value={{ currency: review.order.currency, amount: review.order.total }} />
          )}
        />
        <DataTable.Col source="taxExemption.certificate" disableSort />
        <DataTable.Col source="taxExemption.jurisdiction" disableSort />
        <DataTable.Col source="taxExemption.expiresOn" disableSort />
        <DataTable.Col label="ops.orders-reviews.decision" disableSort>
          <TaxExemptionDecision />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
