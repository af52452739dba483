/**
 * Where the visitor's country comes from: a header set by a CDN, or another lookup behind the same
 * interface. A failed or slow lookup is an empty result (requirements §8), after at most 30 s (requirements §9).
 */
export interface CountryLookup {
  lookup(headers: Headers): Promise<string>;
}

export const GEOLOCATION_TIMEOUT_MS = 30_000;

const ISO_COUNTRY = /^[A-Z]{2}$/;

export function headerCountryLookup(headerName: string): CountryLookup {
  return {
    async lookup(headers) {
      const value = (headers.get(headerName) ?? '').trim().toUpperCase();
      // CDNs send XX or T1 for unknown and Tor; neither identifies a country.
      return ISO_COUNTRY.test(value) && value !== 'XX' ? value : '';
    },
  };
}

export async function lookupCountry(
  lookup: CountryLookup,
  headers: Headers,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), timeoutMs);
  });
  try {
    return await Promise.race([lookup.lookup(headers).catch(() => ''), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
