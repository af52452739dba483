'use client';

import { rememberClosed } from '../../shell/notifications/notification-storage.ts';
import { pathInLocale } from '../../shell/routing/path-in-locale.ts';
import { languageBannerId, type LanguageOffer } from './language-offer.ts';
import './page-sections.css';

/**
 * The banner itself, fixed to the foot of the window so that it moves nothing, in the offered
 * language: the same page there (query and fragment kept), or a dismissal that is remembered.
 */
export default function LanguageBannerView({
  offer,
  onDismiss,
}: {
  offer: LanguageOffer;
  onDismiss: () => void;
}) {
  const { pathname, search, hash } = window.location;
  const dismiss = () => {
    rememberClosed(languageBannerId(offer.locale), false);
    onDismiss();
  };
  return (
    <section
      className="language-banner"
      aria-label={offer.label}
      lang={offer.htmlLang}
      data-testid="language-banner"
    >
      <p>{offer.text}</p>
      <a
        className="button button--primary"
        href={`${pathInLocale(pathname, offer.locale)}${search}${hash}`}
        hrefLang={offer.htmlLang}
      >
        {offer.switchLabel}
      </a>
      <button type="button" className="button" onClick={dismiss}>
        {offer.dismissLabel}
      </button>
    </section>
  );
}
