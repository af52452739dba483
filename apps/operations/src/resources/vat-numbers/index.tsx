import Policy from '@mui/icons-material/Policy';
import type { ResourceProps } from 'react-admin';
import { VatNumberList } from './vat-number-list.tsx';

/** The VAT numbers orders were placed with, as checked at placement. */
export const vatNumbersResource: ResourceProps = {
  name: 'vat-numbers',
  list: VatNumberList,
  icon: Policy,
};
