'use client';

import { CatalogError } from '@/features/catalog/unavailable/catalog-error.tsx';

export default function Error({ reset }: { reset: () => void }) {
  return <CatalogError reset={reset} />;
}
