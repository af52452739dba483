import People from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { CustomerList } from './customer-list.tsx';
import { CustomerShow } from './customer-show.tsx';

/** Customers: search, and each with orders, qualifications, organisations and open invoices. */
export const customersResource: ResourceProps = {
  name: 'customers',
  list: CustomerList,
  show: CustomerShow,
  icon: People,
  recordRepresentation: 'name',
};
