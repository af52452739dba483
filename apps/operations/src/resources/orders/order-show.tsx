import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { OperatorOrderDetail } from '@store/contracts/operator-orders';
import type { ReactNode } from 'react';
import { Show, useLocaleState, useTranslate } from 'react-admin';
import { Money } from '../screen-kit/money.tsx';
import { OrderActions } from './order-actions.tsx';
import { useOrderDetail } from './order-detail.ts';

/** An order in full: its lines, payment, shipments, invoices, history, notes and audit entries. */

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Rows({ head, rows }: { head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography>{translate('ops.orders.none')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {head.map((key) => (
            <TableCell key={key}>{translate(key)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function useDateTime() {
  const [language] = useLocaleState();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

function OrderSummary({ order }: { order: OperatorOrderDetail }) {
  const translate = useTranslate();
  const when = useDateTime();
  const facts: [string, ReactNode][] = [
    ['ops.orders.fields.placed_at', when(order.placedAt)],
    ['ops.orders.fields.customer', `${order.customer.name} <${order.customer.email}>`],
    ['ops.orders.fields.store', `${order.siteId} · ${order.locale}`],
    ['ops.orders.filters.status', translate(`ops.orders.status.${order.status}`)],
    ['ops.orders.filters.payment', translate(`ops.orders.payment.${order.paymentStatus}`)],
    ['ops.orders.filters.fulfilment', translate(`ops.orders.fulfilment.${order.fulfilmentStatus}`)],
    ['ops.orders.fields.total', <Money key="total" value={order.totals.total} />],
  ];
  if (order.assistedBy) facts.push(['ops.orders.fields.assisted_by', order.assistedBy.name]);
  if (order.screeningMatch) {
    facts.push([
      'ops.orders.fields.screening',
      `${order.screeningMatch.name} (${order.screeningMatch.entry})`,
    ]);
  }
  if (order.tax.exemption) {
    facts.push([
      'ops.orders.fields.exemption',
      `${order.tax.exemption.certificate} · ${order.tax.exemption.jurisdiction}`,
    ]);
  }
  return (
    <Typography
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Typography component="div" key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Typography>
      ))}
    </Typography>
  );
}

function OrderDetail() {
  const order = useOrderDetail();
  const translate = useTranslate();
  const when = useDateTime();
  if (!order) return null;
  return (
    <CardContent>
      <Typography variant="h5" component="h1">
        {translate('ops.orders.title', { number: order.number })}
      </Typography>
      <OrderActions />
      <Section title="ops.orders.sections.summary">
        <OrderSummary order={order} />
      </Section>
      <Section title="ops.orders.sections.lines">
        <Rows
          head={[
            'ops.orders.fields.item',
            'ops.orders.fields.quantity',
            'ops.orders.fields.unit_price',
            'ops.orders.fields.net',
          ]}
          rows={order.lines.map((line) => ({
            key: String(line.position),
            cells: [
              `${line.name} (${line.itemCode})`,
              line.quantity,
              <Money key="u" value={line.unitPrice} />,
              <Money key="n" value={line.net} />,
            ],
          }))}
        />
      </Section>
      <Section title="ops.orders.sections.payment">
        <Typography>
          {translate(`ops.orders.payment.${order.payment.status}`)} · {order.payment.type}
          {order.payment.failure ? ` · ${order.payment.failure}` : ''}
          {order.payment.refundId
            ? ` · ${translate('ops.orders.fields.refund', { id: order.payment.refundId })}`
            : ''}
        </Typography>
      </Section>
      <Section title="ops.orders.sections.shipments">
        <Rows
          head={[
            'ops.orders.fields.shipped_at',
            'ops.orders.fields.carrier',
            'ops.orders.fields.tracking_number',
            'ops.orders.fields.items',
          ]}
          rows={order.shipments.map((shipment) => ({
            key: shipment.id,
            cells: [
              when(shipment.shippedAt),
              shipment.carrier,
              shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} rel="noreferrer noopener" target="_blank">
                  {shipment.trackingNumber}
                </a>
              ) : (
                shipment.trackingNumber
              ),
              shipment.lines.map((line) => `${line.quantity} × ${line.name}`).join(', '),
            ],
          }))}
        />
      </Section>
      <Section title="ops.orders.sections.invoices">
        <Rows
          head={[
            'ops.orders.fields.number',
            'ops.orders.fields.kind',
            'ops.orders.filters.status',
            'ops.orders.fields.total',
          ]}
          rows={order.invoices.map((invoice) => ({
            key: invoice.id,
            cells: [invoice.number, invoice.kind, invoice.status, <Money key="t" value={invoice.total} />],
          }))}
        />
      </Section>
      <Section title="ops.orders.sections.history">
        <Rows
          head={[
            'ops.orders.fields.at',
            'ops.orders.fields.state',
            'ops.orders.fields.change',
            'ops.orders.fields.by',
          ]}
          rows={order.history.map((entry) => ({
            key: String(entry.id),
            cells: [
              when(entry.at),
              entry.state,
              `${entry.from ?? '—'} → ${entry.to}${entry.note ? ` (${entry.note})` : ''}`,
              entry.actor,
            ],
          }))}
        />
      </Section>
      <Section title="ops.orders.sections.notes">
        <Rows
          head={['ops.orders.fields.at', 'ops.orders.fields.by', 'ops.orders.fields.note']}
          rows={order.notes.map((note) => ({
            key: note.id,
            cells: [when(note.createdAt), note.staffName, note.body],
          }))}
        />
      </Section>
      <Section title="ops.orders.sections.audit">
        <Rows
          head={['ops.orders.fields.at', 'ops.orders.fields.by', 'ops.orders.fields.action']}
          rows={order.audit.map((entry) => ({
            key: String(entry.id),
            cells: [when(entry.at), entry.staffName ?? entry.actorKind, entry.action],
          }))}
        />
      </Section>
    </CardContent>
  );
}

export function OrderShow() {
  return (
    <Show component="div">
      <OrderDetail />
    </Show>
  );
}
