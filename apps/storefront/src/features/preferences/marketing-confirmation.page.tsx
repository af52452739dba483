import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { MarketingConfirmationForm } from './marketing-confirmation-form.tsx';
import { preferencesMessages } from './messages.ts';
import '../account/account.css';
import './preferences.css';

export function marketingConfirmationMetadata(rawLocale: string): Metadata {
  return {
    title: preferencesMessages(localeOrNotFound(rawLocale)).confirmation.title,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/preferences/marketing/{token}: the page the confirmation mail links to. No
 * sign-in gate: the link is the proof, and it is often opened on another device.
 */
export function MarketingConfirmationPage({ locale: rawLocale, token }: { locale: string; token: string }) {
  const locale = localeOrNotFound(rawLocale);
  const m = preferencesMessages(locale).confirmation;
  return (
    <div className="account-page">
      <h1>{m.title}</h1>
      <div className="account-section" data-testid="marketing-confirmation">
        <p>{m.intro}</p>
        <MarketingConfirmationForm
          locale={locale}
          token={token}
          messages={m}
          preferencesHref={storePaths(locale).preferences}
        />
      </div>
    </div>
  );
}
