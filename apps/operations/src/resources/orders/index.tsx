import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { OrderList } from './order-list.tsx';
import { OrderShow } from './order-show.tsx';

export const ordersResource: ResourceProps = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLong,
  recordRepresentation: 'number',
};
