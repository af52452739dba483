import History from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './audit-log-list.tsx';

/** The audit log: who did what, when, before and after; read-only. */
export const auditLogResource: ResourceProps = {
  name: 'audit-log',
  list: AuditLogList,
  icon: History,
};
