import type { RouteGroup } from '../http/route-builder.ts';
import { doctorAddress } from './address-doctor.ts';

/** The address doctor: a site's address validation, open to any caller of the site (no customer token). */
export const addressDoctorRoutes: RouteGroup<object> = {
  tags: ['Address validation'],
  register(route) {
    route('validateAddress', async ({ body }) => doctorAddress(body));
  },
};
