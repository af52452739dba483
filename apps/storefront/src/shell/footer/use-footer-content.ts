import type { FooterContent } from '@store/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { useFooterSource } from './footer-content-provider.tsx';

async function fetchFooter(url: string): Promise<FooterContent> {
  const [{ getResource }, { footerContentSchema }] = await Promise.all([
    import('../../clients/http.ts'),
    import('@store/contracts/content'),
  ]);
  return footerContentSchema.parse(await getResource(url, 'json', { timeoutMs: 10_000 }));
}

/** The footer tree for a client part that needs it (footer-content-provider.tsx). */
export function useFooterContent(): SWRResponse<FooterContent, Error> {
  return useSWR(useFooterSource(), fetchFooter);
}
