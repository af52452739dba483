'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { isHidden } from '../../shell/notifications/notification-storage.ts';
import { languageBannerId, offerForBrowser, type LanguageOffer } from './language-offer.ts';

const LanguageBannerView = lazy(() => import('./language-banner-view.tsx'));

/**
 * Offers the page in the browser's language when the region has it. Pages are prerendered, so the
 * browser's languages are read after hydration; only then, and only for a visitor who gets an offer,
 * does the banner's own code load. A dismissed offer stays hidden (closedNotificationIds,
 * requirements §3).
 */
export function LanguageBannerClient({
  pageLanguage,
  offers,
}: {
  pageLanguage: string;
  offers: readonly LanguageOffer[];
}) {
  const [offer, setOffer] = useState<LanguageOffer>();
  useEffect(() => {
    const match = offerForBrowser(navigator.languages, pageLanguage, offers);
    if (!match || isHidden(languageBannerId(match.locale))) return;
    // The browser's languages exist only after hydration, so the banner appears then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffer(match);
  }, [pageLanguage, offers]);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <LanguageBannerView offer={offer} onDismiss={() => setOffer(undefined)} />
    </Suspense>
  );
}
