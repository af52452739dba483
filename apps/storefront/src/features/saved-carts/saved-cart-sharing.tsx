import type { SavedCart } from '@store/contracts/commerce-saved-carts';
import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import type { SavedCartsMessages } from './messages.ts';
import { SavedCartForm } from './saved-cart-form.tsx';

/**
 * The owner shares the saved cart with one of their organisations on this store, or stops sharing
 * it. Without an organisation to share with (or while they cannot be read) the section says how
 * sharing comes about.
 */
export async function SavedCartSharing({
  locale,
  savedCart,
  messages,
}: {
  locale: Locale;
  savedCart: SavedCart;
  messages: SavedCartsMessages;
}) {
  const m = messages.sharing;
  const loaded = await loadForCustomer(locale, 'organisations to share with', (access) =>
    commerce().organisations(locale, access.userId, access.accessToken),
  );
  const organisations = 'value' in loaded ? loaded.value.memberships : [];
  const hidden = { savedCartId: savedCart.id };
  return (
    <section
      aria-labelledby="saved-cart-sharing"
      className="account-section"
      data-testid="saved-cart-sharing"
    >
      <h2 id="saved-cart-sharing">{m.heading}</h2>
      <p>{m.help}</p>
      {!savedCart.sharedWith && organisations.length === 0 ? (
        <p>{m.noOrganisations}</p>
      ) : (
        // One form in both states, so that its report stays once the page shows the new state.
        <SavedCartForm
          action="share"
          locale={locale}
          hidden={savedCart.sharedWith ? { ...hidden, organisationId: '' } : hidden}
          submit={savedCart.sharedWith ? m.stop : m.submit}
          pending={m.pending}
          after="report"
          className="saved-cart-fields"
        >
          {savedCart.sharedWith ? (
            <p data-testid="saved-cart-shared-with">
              {format(m.sharedWith, { name: savedCart.sharedWith.name })}
            </p>
          ) : (
            <>
              <label htmlFor="saved-cart-share-organisation">{m.organisation}</label>
              <select id="saved-cart-share-organisation" name="organisationId" required>
                {organisations.map((organisation) => (
                  <option key={organisation.id} value={organisation.id}>
                    {organisation.name}
                  </option>
                ))}
              </select>
            </>
          )}
        </SavedCartForm>
      )}
    </section>
  );
}
