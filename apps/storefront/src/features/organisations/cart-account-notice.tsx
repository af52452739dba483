import type { Cart } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { organisationsMessages } from './messages.ts';
import { OrganisationForm } from './organisation-form.tsx';
import { mergeNoticeWords } from './organisation-words.ts';
import './organisations.css';

/**
 * On the cart page: which organisation the cart buys for, and the merge banner of requirements §3
 * (ORGANIZATION or PERSONAL) after the customer switched accounts, with what changed on the way,
 * until they dismiss it.
 */
export function CartAccountNotice({ locale, cart }: { locale: Locale; cart: Cart }) {
  const messages = organisationsMessages(locale);
  const m = messages.mergeNotice;
  const notice = cart.mergeNotice;
  const words = notice ? mergeNoticeWords(locale, notice, m) : undefined;
  return (
    <>
      {notice && words ? (
        <section
          className="merge-banner"
          aria-labelledby="merge-banner-heading"
          data-testid="merge-banner"
          data-kind={notice.kind}
        >
          <h2 id="merge-banner-heading">{m.heading}</h2>
          <p>{words.sentence}</p>
          {words.adjustments.length > 0 ? (
            <>
              <p>{m.adjustmentsHeading}</p>
              <ul>
                {words.adjustments.map((adjustment) => (
                  <li key={adjustment}>{adjustment}</li>
                ))}
              </ul>
            </>
          ) : null}
          <OrganisationForm
            action="dismiss"
            locale={locale}
            submits={[{ text: m.dismiss }]}
            pending={m.dismissPending}
            after="report"
          />
        </section>
      ) : null}
      {cart.account ? (
        <p className="cart-account" data-testid="cart-account">
          {format(messages.buyingFor, { name: cart.account.name })}
        </p>
      ) : null}
    </>
  );
}
