import AccountBalance from '@mui/icons-material/AccountBalance';
import type { ResourceProps } from 'react-admin';
import { BankTransferCreate } from './bank-transfer-create.tsx';

/** Bank transfers received: only recorded here, then read on each invoice they pay. */
export const bankTransfersResource: ResourceProps = {
  name: 'bank-transfers',
  create: BankTransferCreate,
  icon: AccountBalance,
};
