import { identityClientId, type Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { accountEmailMessages } from '../account-email/messages.ts';
import { authMessages } from '../auth/messages.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { InvoiceEmailForm } from './invoice-email-form.tsx';
import type { PreferencesMessages } from './messages.ts';
import { changeLanguage, subscribeMarketing, unsubscribeMarketing } from './preference-actions.ts';
import { PreferenceForm } from './preference-form.tsx';
import { languageName, type Notice } from './preference-words.ts';

/**
 * The customer's preferences (docs/preferences.md): the language of their mail (a choice where the
 * store has two, a sentence elsewhere), marketing emails with a double opt-in, and where order
 * confirmations (changed on the order email page) and invoices go. Read per request, never cached.
 */
export async function PreferencesScreen({
  locale,
  messages: m,
  notice,
}: {
  locale: Locale;
  messages: PreferencesMessages;
  notice: Notice | undefined;
}) {
  const paths = storePaths(locale);
  const loaded = await loadForCustomer(locale, 'preferences', (access) =>
    commerce().preferences(locale, access.userId, access.accessToken),
  );
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;
  if ('failed' in loaded) {
    return (
      <div className="account-section">
        <div role="alert" className="account-error">
          <p>{m.failed}</p>
          <a className="button" href={paths.preferences}>
            {m.retry}
          </a>
        </div>
        <p>
          <a href={paths.myAccount}>{m.backToAccount}</a>
        </p>
      </div>
    );
  }

  const preferences = loaded.value;
  const chosen = preferences.preferredLocale ?? locale;
  const [onlyLocale] = preferences.locales;
  return (
    <div className="account-section preferences" data-testid="preferences">
      <p>{m.intro}</p>
      {notice ? (
        <p role="status" className="preferences__notice" data-testid="preferences-notice">
          {m.notices[notice]}
        </p>
      ) : null}

      <section aria-labelledby="preferences-language" data-testid="preferences-language">
        <h2 id="preferences-language">{m.language.heading}</h2>
        <p>{m.language.help}</p>
        {preferences.locales.length > 1 ? (
          <PreferenceForm
            locale={locale}
            action={changeLanguage}
            submit={m.language.save}
            pending={m.language.saving}
            testId="preferences-language-form"
          >
            <label htmlFor="preferences-language-choice">{m.language.label}</label>
            <select id="preferences-language-choice" name="preferredLocale" defaultValue={chosen}>
              {preferences.locales.map((option) => (
                <option key={option} value={option}>
                  {languageName(m, option)}
                </option>
              ))}
            </select>
          </PreferenceForm>
        ) : onlyLocale ? (
          <p>{format(m.language.only, { language: languageName(m, onlyLocale) })}</p>
        ) : null}
      </section>

      <section aria-labelledby="preferences-marketing" data-testid="preferences-marketing">
        <h2 id="preferences-marketing">{m.marketing.heading}</h2>
        <p data-testid="marketing-state" data-state={preferences.marketing}>
          {format(m.marketing[preferences.marketing], { email: preferences.signInEmail })}
        </p>
        <div className="preferences__actions">
          {preferences.marketing === 'on' ? null : (
            <PreferenceForm
              locale={locale}
              action={subscribeMarketing}
              submit={preferences.marketing === 'pending' ? m.marketing.resend : m.marketing.subscribe}
              pending={m.marketing.subscribing}
              primary={preferences.marketing === 'off'}
              testId="marketing-subscribe"
            />
          )}
          {preferences.marketing === 'off' ? null : (
            <PreferenceForm
              locale={locale}
              action={unsubscribeMarketing}
              submit={m.marketing.unsubscribe}
              pending={m.marketing.unsubscribing}
              testId="marketing-unsubscribe"
            />
          )}
        </div>
      </section>

      <section aria-labelledby="preferences-emails" data-testid="preferences-emails">
        <h2 id="preferences-emails">{m.emails.heading}</h2>
        <p>
          {m.emails.orderLabel}{' '}
          <strong data-testid="preferences-order-email">{preferences.orderEmail}</strong>
        </p>
        <p>
          <a href={paths.orderEmail}>{m.emails.orderChange}</a>
        </p>
        <p>
          {m.emails.invoiceLabel}{' '}
          <strong data-testid="preferences-invoice-email">
            {preferences.invoiceEmail ?? m.emails.invoiceSameAsOrder}
          </strong>
        </p>
        <InvoiceEmailForm
          locale={locale}
          clientId={identityClientId(locale)}
          hasOwnAddress={preferences.invoiceEmail !== null}
          messages={m.emails}
          emailMessages={accountEmailMessages(locale)}
          authMessages={authMessages(locale)}
        />
      </section>

      <p>
        <a href={paths.myAccount}>{m.backToAccount}</a>
      </p>
    </div>
  );
}
