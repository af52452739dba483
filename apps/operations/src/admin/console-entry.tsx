'use client';
import dynamic from 'next/dynamic';
import { EmotionCacheProvider } from './emotion-cache-provider.tsx';

/** react-admin runs in the browser only: its router lives in the address's hash. */
const OperationsAdmin = dynamic(() => import('./operations-admin.tsx').then((m) => m.OperationsAdmin), {
  ssr: false,
});

export function ConsoleEntry({ nonce }: { nonce: string }) {
  return (
    <EmotionCacheProvider nonce={nonce}>
      <OperationsAdmin />
    </EmotionCacheProvider>
  );
}
