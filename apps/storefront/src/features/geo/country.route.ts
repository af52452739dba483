import { serverEnv } from '../../config/server-env.ts';
import { headerCountryLookup, lookupCountry } from '../../shell/geo/country-lookup.ts';

/** GET /api/country: the visitor's country for the flag context and the Hello! modal; '' when it cannot be identified. */
export async function countryRoute(request: Request): Promise<Response> {
  const country = await lookupCountry(headerCountryLookup(serverEnv().COUNTRY_HEADER), request.headers);
  return Response.json({ country }, { headers: { 'Cache-Control': 'private, no-store' } });
}
