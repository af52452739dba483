'use client';

import type { QualificationLevel } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import { lazy, Suspense } from 'react';
import { useSession } from '../../shell/session/session-provider.tsx';

export interface QualificationStatusLabels {
  held: string;
  notHeld: string;
  submit: string;
}

/** The check and its fetch load only once a customer is signed in: most visitors are not. */
const HeldQualificationStatus = lazy(() => import('./held-qualification-status.tsx'));

/**
 * Whether the signed-in customer holds the level a product needs, fetched in the browser so that
 * the product page stays prerendered and cached for everyone (ADR 3). Nothing is shown to a visitor
 * who is not signed in, nor for a product that needs no qualification.
 */
export function QualificationStatus({
  locale,
  level,
  labels,
}: {
  locale: Locale;
  level: QualificationLevel;
  labels: QualificationStatusLabels;
}) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <HeldQualificationStatus locale={locale} level={level} labels={labels} userId={session.user.id} />
    </Suspense>
  );
}
