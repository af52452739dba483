'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** The visitor's country: undefined while looking it up, '' when it cannot be identified (requirements §8). */
const CountryContext = createContext<string | undefined>(undefined);

export const COUNTRY_PATH = '/api/country';

export function CountryProvider({ children }: { children: ReactNode }) {
  const [country, setCountry] = useState<string | undefined>(undefined);
  useEffect(() => {
    let active = true;
    fetch(COUNTRY_PATH, { headers: { Accept: 'application/json' } })
      .then((response): Promise<{ country?: unknown }> =>
        response.ok ? response.json() : Promise.resolve({}),
      )
      .then((body) => (typeof body.country === 'string' ? body.country : ''))
      .catch(() => '')
      .then((value) => {
        if (active) setCountry(value);
      });
    return () => {
      active = false;
    };
  }, []);
  return <CountryContext.Provider value={country}>{children}</CountryContext.Provider>;
}

export function useCountry(): string | undefined {
  return useContext(CountryContext);
}
