import { Stack } from '@mui/material';
import type { OperatorOrderDetail } from '@store/contracts/operator-orders';
import { NumberInput, required, TextInput, useTranslate } from 'react-admin';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';
import { remainingQuantities, useOrderDetail } from './order-detail.ts';

/**
 * What staff do to an order, each a dialog (focus trapped, Escape closes it, Enter submits) shown only
 * when the order's state allows it and the member's roles do.
 */

const SHIPPABLE: ReadonlySet<string> = new Set(['processing', 'partially-shipped']);
const CANCELLABLE: ReadonlySet<string> = new Set([
  'placed',
  'awaiting-payment',
  'tax-review',
  'held-for-review',
  'processing',
]);

const noteSchema = z.object({ note: z.string().trim().optional() });
const optionalNote = (values: unknown) => {
  const note = noteSchema.safeParse(values).data?.note;
  return note ? { note } : {};
};

function AddNote({ order }: { order: OperatorOrderDetail }) {
  const { run, pending } = useOperatorAction();
  const submit = async (values: unknown) => {
    const body = z.object({ body: z.string().trim().min(1) }).safeParse(values);
    if (!body.success) return false;
    return Boolean(await run(`orders/${order.number}/notes`, { body: body.data }, 'ops.orders.done.note'));
  };
  return (
    <ActionDialog label="ops.orders.actions.note" onSubmit={submit} pending={pending}>
      <TextInput
        source="body"
        label="ops.orders.fields.note"
        multiline
        minRows={3}
        validate={required()}
        fullWidth
        autoFocus
      />
    </ActionDialog>
  );
}

const shipSchema = z.object({
  carrier: z.string().trim().min(1),
  trackingNumber: z.string().trim().min(1),
  trackingUrl: z.string().trim().optional(),
  quantities: z.array(z.coerce.number().int().min(0).optional()).optional(),
});

function Ship({ order }: { order: OperatorOrderDetail }) {
  const translate = useTranslate();
  const { run, pending } = useOperatorAction();
  const remaining = [...remainingQuantities(order)];
  if (remaining.length === 0) return null;
  const submit = async (values: unknown) => {
    const form = shipSchema.safeParse(values);
    if (!form.success) return false;
    const { carrier, trackingNumber, trackingUrl, quantities = [] } = form.data;
    const lines = remaining
      .map(([itemCode], index) => ({ itemCode, quantity: quantities[index] ?? 0 }))
      .filter((line) => line.quantity > 0);
    if (lines.length === 0) return false;
    const everything = remaining.every(([, quantity], index) => quantities[index] === quantity);
    const body = {
      carrier,
      trackingNumber,
      ...(trackingUrl ? { trackingUrl } : {}),
      ...(everything ? {} : { lines }),
    };
    return Boolean(await run(`orders/${order.number}/shipments`, { body }, 'ops.orders.done.shipped'));
  };
  const names = new Map(order.lines.map((line) => [line.itemCode, line.name]));
  return (
    <ActionDialog
      label="ops.orders.actions.ship"
      onSubmit={submit}
      pending={pending}
      defaultValues={{ quantities: remaining.map(([, quantity]) => quantity) }}
    >
      <TextInput
        source="carrier"
        label="ops.orders.fields.carrier"
        validate={required()}
        fullWidth
        autoFocus
      />
      <TextInput
        source="trackingNumber"
        label="ops.orders.fields.tracking_number"
        validate={required()}
        fullWidth
      />
      <TextInput source="trackingUrl" label="ops.orders.fields.tracking_url" type="url" fullWidth />
      {remaining.map(([itemCode, quantity], index) => (
        <NumberInput
          key={itemCode}
          source={`quantities.${index}`}
          label={translate('ops.orders.fields.ship_quantity', {
            name: names.get(itemCode) ?? itemCode,
            max: quantity,
          })}
          min={0}
          max={quantity}
          step={1}
          fullWidth
        />
      ))}
    </ActionDialog>
  );
}

function SimpleAction({
  label,
  path,
  done,
  color,
  withNote,
}: {
  label: string;
  path: string;
  done: string;
  color?: 'error';
  withNote?: boolean;
}) {
  const { run, pending } = useOperatorAction();
  const submit = async (values: unknown) => Boolean(await run(path, { body: optionalNote(values) }, done));
  return (
    <ActionDialog label={label} onSubmit={submit} pending={pending} {...(color ? { color } : {})}>
      {withNote ? (
        <TextInput source="note" label="ops.orders.fields.decision_note" multiline fullWidth autoFocus />
      ) : null}
    </ActionDialog>
  );
}

function Cancel({ order }: { order: OperatorOrderDetail }) {
  const { run, pending } = useOperatorAction();
  const submit = async (values: unknown) => {
    const reason = z.object({ reason: z.string().trim().min(1) }).safeParse(values);
    if (!reason.success) return false;
    return Boolean(
      await run(`orders/${order.number}/cancellation`, { body: reason.data }, 'ops.orders.done.cancelled'),
    );
  };
  return (
    <ActionDialog
      label="ops.orders.actions.cancel"
      submitLabel="ops.orders.actions.cancel_confirm"
      onSubmit={submit}
      pending={pending}
      color="error"
    >
      <TextInput
        source="reason"
        label="ops.orders.fields.cancel_reason"
        helperText="ops.orders.cancel_help"
        multiline
        validate={required()}
        fullWidth
        autoFocus
      />
    </ActionDialog>
  );
}

export function OrderActions() {
  const order = useOrderDetail();
  const manages = useMayUse('order-manager');
  const notes = useMayUse('order-manager', 'support-agent');
  const exemptions = useMayUse('order-manager', 'finance');
  if (!order) return null;
  const base = `orders/${order.number}`;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      {notes ? <AddNote order={order} /> : null}
      {manages && SHIPPABLE.has(order.status) ? <Ship order={order} /> : null}
      {manages && (order.status === 'shipped' || order.status === 'partially-shipped') ? (
        <SimpleAction
          label="ops.orders.actions.delivered"
          path={`${base}/delivered`}
          done="ops.orders.done.delivered"
        />
      ) : null}
      {manages && order.status === 'held-for-review' ? (
        <>
          <SimpleAction
            label="ops.orders.actions.release"
            path={`${base}/screening/release`}
            done="ops.orders.done.released"
            withNote
          />
          <SimpleAction
            label="ops.orders.actions.hold_cancel"
            path={`${base}/screening/cancel`}
            done="ops.orders.done.cancelled"
            color="error"
            withNote
          />
        </>
      ) : null}
      {exemptions && order.status === 'tax-review' ? (
        <>
          <SimpleAction
            label="ops.orders.actions.exemption_accept"
            path={`${base}/tax-exemption/accept`}
            done="ops.orders.done.exemption_accepted"
            withNote
          />
          <SimpleAction
            label="ops.orders.actions.exemption_reject"
            path={`${base}/tax-exemption/reject`}
            done="ops.orders.done.exemption_rejected"
            color="error"
            withNote
          />
        </>
      ) : null}
      {manages && CANCELLABLE.has(order.status) ? <Cancel order={order} /> : null}
    </Stack>
  );
}
