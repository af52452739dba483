import Gavel from '@mui/icons-material/Gavel';
import type { ResourceProps } from 'react-admin';
import { TaxReviewList } from './tax-review-list.tsx';

/** Tax exemptions to review: orders held on a certificate, accepted or rejected here. */
export const ordersReviewsResource: ResourceProps = {
  name: 'orders/reviews',
  list: TaxReviewList,
  icon: Gavel,
};
