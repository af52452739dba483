import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { InvoiceList } from './invoice-list.tsx';
import { InvoiceShow } from './invoice-show.tsx';

/** Invoices and credit notes: the list with its filters, each with lines, payments and credit notes. */
export const invoicesResource: ResourceProps = {
  name: 'invoices',
  list: InvoiceList,
  show: InvoiceShow,
  icon: ReceiptLong,
  recordRepresentation: 'number',
};
