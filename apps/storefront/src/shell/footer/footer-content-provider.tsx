'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The footer content provider of requirements §1. The footer itself is rendered on the server; a client part
 * that needs the footer tree asks for it with useFooterContent (use-footer-content.ts) and it is fetched
 * (once, shared) through the storefront's origin. The provider holds only the address, so pages that
 * need nothing carry neither the fetch nor its cache library.
 */
const FooterContentContext = createContext<string | undefined>(undefined);

export function FooterContentProvider({ source, children }: { source: string; children: ReactNode }) {
  return <FooterContentContext.Provider value={source}>{children}</FooterContentContext.Provider>;
}

/** The same-origin address of the locale's footer content. */
export function useFooterSource(): string {
  const source = useContext(FooterContentContext);
  if (!source) throw new Error('useFooterContent must be used inside FooterContentProvider');
  return source;
}
