import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { countryName } from '../../i18n/country-name.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { countryRules } from '../checkout/address-rules.ts';
import { checkoutMessages } from '../checkout/messages.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { AddressBookView } from './address-book-view.tsx';
import type { AddressBookMessages } from './messages.ts';

/**
 * The customer's address book, read per request, with what the store's addresses take: its country
 * and regions, and a third line when commerce says the store takes one (its payment options, as
 * checkout reads them).
 */
export async function AddressBookScreen({
  locale,
  messages,
}: {
  locale: Locale;
  messages: AddressBookMessages;
}) {
  const paths = storePaths(locale);
  const loaded = await loadForCustomer(locale, 'address book', async ({ userId, accessToken }) => {
    const [addresses, options] = await Promise.all([
      commerce().addresses(locale, userId, accessToken),
      commerce().paymentOptions(locale, userId, accessToken),
    ]);
    return { addresses, line3: options.line3 };
  });
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;
  const back = (
    <p>
      <a href={paths.myAccount}>{messages.backToAccount}</a>
    </p>
  );
  if ('failed' in loaded) {
    return (
      <div className="account-section">
        <div role="alert" className="account-error">
          <p>{messages.failed}</p>
          <a className="button" href={paths.addressBook}>
            {messages.retry}
          </a>
        </div>
        {back}
      </div>
    );
  }
  const rules = countryRules(locale);
  return (
    <div className="account-section" data-testid="address-book">
      <AddressBookView
        locale={locale}
        messages={messages}
        addressMessages={checkoutMessages(locale).address}
        addresses={loaded.value.addresses}
        rules={rules}
        countryName={countryName(rules.country, locale)}
        line3={loaded.value.line3}
      />
      {back}
    </div>
  );
}
