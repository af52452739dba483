import VerifiedUser from '@mui/icons-material/VerifiedUser';
import type { ResourceProps } from 'react-admin';
import { QualificationList } from './qualification-list.tsx';

/** The qualification reviews: the queue with each submission's document, approve or reject. */
export const qualificationsResource: ResourceProps = {
  name: 'qualifications',
  list: QualificationList,
  icon: VerifiedUser,
};
