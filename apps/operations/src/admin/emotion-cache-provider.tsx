'use client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';

/**
 * MUI's styles, written by emotion into <style> elements, carry the request's CSP nonce: the policy
 * allows no other inline style element.
 */
export function EmotionCacheProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'ops', nonce, prepend: true }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
