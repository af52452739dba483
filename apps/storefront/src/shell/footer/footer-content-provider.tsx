'use client';

import type { FooterContent } from '@store/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** The footer content provider of SPEC 1: the locale's footer tree for any client part that needs it. */
const FooterContentContext = createContext<FooterContent | undefined>(undefined);

export function FooterContentProvider({
  content,
  children,
}: {
  content: FooterContent;
  children: ReactNode;
}) {
  return <FooterContentContext.Provider value={content}>{children}</FooterContentContext.Provider>;
}

export function useFooterContent(): FooterContent {
  const content = useContext(FooterContentContext);
  if (!content) throw new Error('useFooterContent must be used inside FooterContentProvider');
  return content;
}
