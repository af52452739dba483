'use client';

import { useEffect, useState } from 'react';

const DISMISSED_KEY = 'dismissedBannerIds';

/** The global banner (requirements §2); a visitor may dismiss it for the rest of the session. */
export function GlobalBanner({
  msgId,
  icon,
  text,
  regionLabel,
  dismissLabel,
}: {
  msgId: string;
  icon: 'info' | 'warning' | 'alert';
  text: string;
  regionLabel: string;
  dismissLabel: string;
}) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      // Session storage exists only in the browser, so it is read after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if ((sessionStorage.getItem(DISMISSED_KEY) ?? '').split(',').includes(msgId)) setDismissed(true);
    } catch {
      // Without storage the banner simply stays.
    }
  }, [msgId]);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      const ids = new Set((sessionStorage.getItem(DISMISSED_KEY) ?? '').split(',').filter(Boolean));
      ids.add(msgId);
      sessionStorage.setItem(DISMISSED_KEY, [...ids].join(','));
    } catch {
      // Nothing to remember it in; it is hidden for this page view.
    }
  };
  return (
    <section className={`global-banner global-banner--${icon}`} aria-label={regionLabel} data-msg-id={msgId}>
      <p>{text}</p>
      <button type="button" className="icon-button" onClick={dismiss} aria-label={dismissLabel}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
