'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** The provider's webhook usually arrives within a second or two of the return; past this the customer is told. */
const REFRESHES = 10;
const EVERY_MS = 1500;

/**
 * While the order waits for the provider's signed webhook, the page renders itself again from the
 * server a few times, so "Awaiting payment" becomes "Paid" without a reload; then it says to look
 * again later.
 */
export function PaymentStatusRefresh({ checking, stillWaiting }: { checking: string; stillWaiting: string }) {
  const router = useRouter();
  const [left, setLeft] = useState(REFRESHES);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => {
      router.refresh();
      setLeft((n) => n - 1);
    }, EVERY_MS);
    return () => clearTimeout(timer);
  }, [left, router]);
  return (
    <p role="status" className="checkout-notice">
      {left > 0 ? checking : stillWaiting}
    </p>
  );
}
