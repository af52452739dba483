'use client';

import type { Locale } from '@store/locales';
import { lazy, Suspense } from 'react';
import { useSession } from '../session-provider.tsx';

/** The banner and its texts load only while an agent acts for a customer, which few pages ever see. */
const ActingBanner = lazy(() =>
  import('./acting-banner.tsx').then(({ ActingBanner: banner }) => ({ default: banner })),
);

/** Where the assisted session's banner (acting-banner.tsx) goes on every page. */
export function ActingBannerSlot({ locale }: { locale: Locale }) {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user.actor) return null;
  return (
    <Suspense fallback={null}>
      <ActingBanner locale={locale} />
    </Suspense>
  );
}
