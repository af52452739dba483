import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { operatorInvoiceDetailSchema, type OperatorInvoiceDetail } from '@store/contracts/operator-finance';
import {
  DateField,
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useDetailRecord } from '../screen-kit/detail-record.ts';
import { Money } from '../screen-kit/money.tsx';
import { InvoiceActions } from './invoice-actions.tsx';

const invoicePath = (id: string) => `/invoices/${id}/show`;

function InvoiceTotals() {
  const invoice = useRecordContext<OperatorInvoiceDetail>();
  if (!invoice) return null;
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {(['total', 'paid', 'credited', 'balance'] as const).map((field) => (
        <Labeled key={field} label={`resources.invoices.fields.${field}`}>
          <Money value={invoice[field]} />
        </Labeled>
      ))}
    </Box>
  );
}

function InvoiceLines() {
  const invoice = useDetailRecord(operatorInvoiceDetailSchema);
  const translate = useTranslate();
  if (!invoice) return null;
  return (
    <Table size="small" aria-label={translate('ops.invoices.lines')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ops.invoices.item')}</TableCell>
          <TableCell align="right">{translate('ops.invoices.quantity')}</TableCell>
          <TableCell align="right">{translate('ops.invoices.unitPrice')}</TableCell>
          <TableCell align="right">{translate('ops.invoices.net')}</TableCell>
          <TableCell align="right">{translate('ops.invoices.tax')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoice.lines.map((line) => (
          <TableRow key={line.position}>
            <TableCell>{line.itemCode ? `${line.itemCode} · ${line.name}` : line.name}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">
              <Money value={line.unitPrice} />
            </TableCell>
            <TableCell align="right">
              <Money value={line.net} />
            </TableCell>
            <TableCell align="right">
              <Money value={line.tax} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InvoicePayments() {
  const invoice = useDetailRecord(operatorInvoiceDetailSchema);
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!invoice) return null;
  if (invoice.payments.length === 0) return <span>{translate('ops.invoices.noPayments')}</span>;
  return (
    <Table size="small" aria-label={translate('ops.invoices.payments')} data-testid="invoice-payments">
      <TableHead>
        <TableRow>
          <TableCell>{translate('ops.invoices.receipt')}</TableCell>
          <TableCell>{translate('ops.invoices.method')}</TableCell>
          <TableCell>{translate('resources.invoices.fields.status')}</TableCell>
          <TableCell>{translate('ops.invoices.paidAt')}</TableCell>
          <TableCell align="right">{translate('ops.invoices.amount')}</TableCell>
          <TableCell>{translate('ops.invoices.allocations')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoice.payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell>{payment.receiptNumber}</TableCell>
            <TableCell>{translate(`ops.invoices.methods.${payment.method}`)}</TableCell>
            <TableCell>{translate(`ops.invoices.paymentStatuses.${payment.status}`)}</TableCell>
            <TableCell>{payment.paidAt ? new Date(payment.paidAt).toLocaleString(language) : '—'}</TableCell>
            <TableCell align="right">
              <Money value={payment.amount} />
            </TableCell>
            <TableCell>
              {payment.allocations.map((allocation) => (
                <div key={allocation.invoiceId}>
                  <Link to={invoicePath(allocation.invoiceId)}>{allocation.invoiceNumber}</Link>{' '}
                  <Money value={allocation.amount} />
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CreditNotes() {
  const invoice = useDetailRecord(operatorInvoiceDetailSchema);
  const translate = useTranslate();
  if (!invoice) return null;
  if (invoice.creditNotes.length === 0) return <span>{translate('ops.invoices.noCreditNotes')}</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {invoice.creditNotes.map((note) => (
        <li key={note.id}>
          <Link to={invoicePath(note.id)}>{note.number}</Link> <Money value={note.total} />
        </li>
      ))}
    </Box>
  );
}

/** One invoice or credit note: parties, totals, lines, payments with their split, credit notes. */
export function InvoiceShow() {
  const translate = useTranslate();
  return (
    <Show actions={<InvoiceActions />}>
      <SimpleShowLayout>
        <TextField source="number" />
        <FunctionField<OperatorInvoiceDetail>
          source="kind"
          render={(record) => translate(`ops.invoices.kinds.${record.kind}`)}
        />
        <FunctionField<OperatorInvoiceDetail>
          source="status"
          render={(record) => (
            <span data-testid="invoice-status">{translate(`ops.invoices.statuses.${record.status}`)}</span>
          )}
        />
        <FunctionField<OperatorInvoiceDetail>
          source="creditsInvoice"
          render={(record) =>
            record.creditsInvoice ? (
              <Link to={invoicePath(record.creditsInvoice.id)}>{record.creditsInvoice.number}</Link>
            ) : (
              '—'
            )
          }
        />
        <TextField source="siteId" />
        <TextField source="orderNumber" />
        <TextField source="purchaseOrderNumber" emptyText="—" />
        <TextField source="customer.name" />
        <TextField source="customer.email" />
        <DateField source="issuedAt" />
        <DateField source="dueOn" />
        <InvoiceTotals />
        <Labeled label="ops.invoices.lines">
          <InvoiceLines />
        </Labeled>
        <Labeled label="ops.invoices.payments">
          <InvoicePayments />
        </Labeled>
        <Labeled label="ops.invoices.creditNotes">
          <CreditNotes />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
