import { accountChoicesRoute, switchAccountRoute } from '@/features/organisations/active-account.route.ts';

/** The accounts the signed-in customer buys for, and the switch between them (the header's switcher). */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return accountChoicesRoute(request);
}

export function PUT(request: Request) {
  return switchAccountRoute(request);
}
