'use client';

import type { FooterContent } from '@store/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import useSWR, { type SWRResponse } from 'swr';

/**
 * The footer content provider of requirements §1. The footer itself is rendered on the server; a client part
 * that needs the footer tree asks for it here and it is fetched (once, shared) through the
 * storefront's origin, so pages that need nothing carry nothing.
 */
const FooterContentContext = createContext<string | undefined>(undefined);

export function FooterContentProvider({ source, children }: { source: string; children: ReactNode }) {
  return <FooterContentContext.Provider value={source}>{children}</FooterContentContext.Provider>;
}

async function fetchFooter(url: string): Promise<FooterContent> {
  const [{ getResource }, { footerContentSchema }] = await Promise.all([
    import('../../clients/http.ts'),
    import('@store/contracts/content'),
  ]);
  return footerContentSchema.parse(await getResource(url, 'json', { timeoutMs: 10_000 }));
}

export function useFooterContent(): SWRResponse<FooterContent, Error> {
  const source = useContext(FooterContentContext);
  if (!source) throw new Error('useFooterContent must be used inside FooterContentProvider');
  return useSWR(source, fetchFooter);
}
