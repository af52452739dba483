import Mail from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';
import { MailList } from './mail-list.tsx';
import { MailShow } from './mail-show.tsx';

/** The mail outbox: what waits, what was sent and what failed; a failed message sent again. */
export const mailResource: ResourceProps = {
  name: 'mail',
  list: MailList,
  show: MailShow,
  icon: Mail,
};
