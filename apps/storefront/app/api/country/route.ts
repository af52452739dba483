import { countryRoute } from '@/features/geo/country.route.ts';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return countryRoute(request);
}
