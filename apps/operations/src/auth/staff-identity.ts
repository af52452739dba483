import { staffRoleSchema, type StaffRole } from '@store/contracts/staff';
import { z } from 'zod';

/** Who is signed in to the console, as GET /api/session answers. */
export const consoleIdentitySchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
});
export type ConsoleIdentity = z.infer<typeof consoleIdentitySchema>;

/** Whether the member may do what needs one of `roles` (administrators may do everything). */
export function hasRole(roles: readonly StaffRole[] | undefined, ...allowed: StaffRole[]): boolean {
  if (!roles) return false;
  return roles.includes('administrator') || roles.some((role) => allowed.includes(role));
}
