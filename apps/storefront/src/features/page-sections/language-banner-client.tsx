'use client';

import { useEffect, useState } from 'react';
import { isHidden, rememberClosed } from '../../shell/notifications/notification-storage.ts';
import { pathInLocale } from '../../shell/session/registration-locale.ts';
import { languageBannerId, offerForBrowser, type LanguageOffer } from './language-offer.ts';
import './page-sections.css';

/**
 * Offers the page in the browser's language when the region has it. Pages are prerendered, so the
 * browser's languages are read after hydration; the banner is fixed to the foot of the window and
 * moves nothing. A dismissed offer stays hidden (closedNotificationIds, requirements §3).
 */
export function LanguageBannerClient({
  pageLanguage,
  offers,
}: {
  pageLanguage: string;
  offers: readonly LanguageOffer[];
}) {
  const [shown, setShown] = useState<{ offer: LanguageOffer; href: string }>();
  useEffect(() => {
    const offer = offerForBrowser(navigator.languages, pageLanguage, offers);
    if (!offer || isHidden(languageBannerId(offer.locale))) return;
    const { pathname, search, hash } = window.location;
    // The browser's languages exist only after hydration, so the banner appears then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown({ offer, href: `${pathInLocale(pathname, offer.locale)}${search}${hash}` });
  }, [pageLanguage, offers]);
  if (!shown) return null;
  const { offer, href } = shown;
  const dismiss = () => {
    rememberClosed(languageBannerId(offer.locale), false);
    setShown(undefined);
  };
  return (
    <section
      className="language-banner"
      aria-label={offer.label}
      lang={offer.htmlLang}
      data-testid="language-banner"
    >
      <p>{offer.text}</p>
      <a className="button button--primary" href={href} hrefLang={offer.htmlLang}>
        {offer.switchLabel}
      </a>
      <button type="button" className="button" onClick={dismiss}>
        {offer.dismissLabel}
      </button>
    </section>
  );
}
