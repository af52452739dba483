import type { StaffRole } from '@store/contracts/staff';
import { usePermissions } from 'react-admin';
import { hasRole } from '../../auth/staff-identity.ts';

/**
 * Whether the signed-in member may use an action that needs one of the roles (administrators may
 * use every action). Screens hide what the roles do not allow; the operator API refuses it anyway.
 */
export function useMayUse(...allowed: StaffRole[]): boolean {
  const { permissions } = usePermissions<StaffRole[]>();
  return hasRole(permissions, ...allowed);
}
