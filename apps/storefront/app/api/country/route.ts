import { headerCountryLookup, lookupCountry } from '../../../src/shell/geo/country-lookup.ts';
import { serverEnv } from '../../../src/config/server-env.ts';

export const dynamic = 'force-dynamic';

/** The visitor's country for the flag context and the Hello! modal; '' when it cannot be identified. */
export async function GET(request: Request) {
  const country = await lookupCountry(headerCountryLookup(serverEnv().COUNTRY_HEADER), request.headers);
  return Response.json({ country }, { headers: { 'Cache-Control': 'private, no-store' } });
}
