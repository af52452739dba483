import type { SavedCartSummary } from '@store/contracts/commerce-saved-carts';
import { localeInfo, type Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMoney } from '../catalog/format-catalog.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { DeleteSavedCartDialog } from './delete-saved-cart-dialog.tsx';
import { ImportSavedCartForm } from './import-saved-cart-form.tsx';
import type { SavedCartsMessages } from './messages.ts';
import { SavedCartForm } from './saved-cart-form.tsx';

function SavedCartRow({
  locale,
  savedCart,
  messages,
  date,
}: {
  locale: Locale;
  savedCart: SavedCartSummary;
  messages: SavedCartsMessages;
  date: Intl.DateTimeFormat;
}) {
  const m = messages.list;
  const href = storePaths(locale).savedCart(savedCart.id);
  const values = { name: savedCart.name };
  return (
    <tr data-testid="saved-cart-row">
      <th scope="row">
        <a href={href}>{savedCart.name}</a>
        {savedCart.sharedWith && savedCart.owner.mine ? (
          <span className="saved-cart-line__note" data-testid="saved-cart-shared-note">
            {format(messages.sharing.sharedWith, { name: savedCart.sharedWith.name })}
          </span>
        ) : null}
      </th>
      {savedCart.owner.mine ? (
        <td>{savedCart.description ?? ''}</td>
      ) : (
        <>
          <td>{savedCart.owner.name}</td>
          <td>{savedCart.sharedWith?.name ?? ''}</td>
        </>
      )}
      <td className="order-table__number">{savedCart.lineCount}</td>
      <td className="order-table__number">{savedCart.totalItems}</td>
      <td className="order-table__number">{formatMoney(savedCart.subtotal, locale)}</td>
      <td>
        <time dateTime={savedCart.updatedAt}>{date.format(new Date(savedCart.updatedAt))}</time>
      </td>
      <td>
        <div className="saved-cart-actions">
          <a className="button" href={href} aria-label={format(m.openFor, values)}>
            {m.open}
          </a>
          <SavedCartForm
            action="duplicate"
            locale={locale}
            hidden={{ savedCartId: savedCart.id, name: savedCart.name, idempotencyKey: randomUUID() }}
            submit={messages.duplicate.button}
            pending={messages.duplicate.pending}
            buttonLabel={format(messages.duplicate.buttonFor, values)}
            after="go"
            className="saved-cart-action"
          />
          {savedCart.owner.mine ? (
            <DeleteSavedCartDialog
              locale={locale}
              savedCartId={savedCart.id}
              texts={messages.delete}
              buttonLabel={format(messages.delete.buttonFor, values)}
              title={format(messages.delete.title, values)}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** The customer's own saved carts, or those shared with them: the owner and organisation in place of the description. */
function SavedCartsTable({
  locale,
  savedCarts,
  messages,
  date,
  caption,
  testId,
}: {
  locale: Locale;
  savedCarts: SavedCartSummary[];
  messages: SavedCartsMessages;
  date: Intl.DateTimeFormat;
  caption: string;
  testId: string;
}) {
  const m = messages.list;
  const mine = savedCarts.every((savedCart) => savedCart.owner.mine);
  return (
    <table className="order-table saved-carts-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.name}</th>
          {mine ? (
            <th scope="col">{m.description}</th>
          ) : (
            <>
              <th scope="col">{messages.sharing.owner}</th>
              <th scope="col">{messages.sharing.organisation}</th>
            </>
          )}
          <th scope="col" className="order-table__number">
            {m.lines}
          </th>
          <th scope="col" className="order-table__number">
            {m.items}
          </th>
          <th scope="col" className="order-table__number">
            {m.subtotal}
          </th>
          <th scope="col">{m.updated}</th>
          <th scope="col">{m.actions}</th>
        </tr>
      </thead>
      <tbody>
        {savedCarts.map((savedCart) => (
          <SavedCartRow
            key={savedCart.id}
            locale={locale}
            savedCart={savedCart}
            messages={messages}
            date={date}
          />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The customer's saved carts on this store, most recently updated first, with today's subtotals;
 * each opens, duplicates or (once confirmed) is deleted here. Below, a new one is imported from CSV.
 */
export async function SavedCartsScreen({
  locale,
  messages,
}: {
  locale: Locale;
  messages: SavedCartsMessages;
}) {
  const m = messages.list;
  const paths = storePaths(locale);
  const loaded = await loadForCustomer(locale, 'saved carts', (access) =>
    commerce().savedCarts(locale, access.userId, access.accessToken),
  );
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;
  if ('failed' in loaded) {
    return (
      <div role="alert" className="account-error">
        <p>{m.failed}</p>
        <a className="button" href={paths.savedCarts}>
          {m.retry}
        </a>
      </div>
    );
  }
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'medium' });
  const own = loaded.value.filter((savedCart) => savedCart.owner.mine);
  const shared = loaded.value.filter((savedCart) => !savedCart.owner.mine);
  return (
    <>
      {own.length === 0 ? (
        <div className="saved-carts-empty" data-testid="saved-carts-empty">
          <p>{m.empty}</p>
          <p>{m.emptyHelp}</p>
          <p>
            <a className="button button--primary" href={paths.cart}>
              {m.goToCart}
            </a>
          </p>
        </div>
      ) : (
        <SavedCartsTable
          locale={locale}
          savedCarts={own}
          messages={messages}
          date={date}
          caption={m.caption}
          testId="saved-carts-table"
        />
      )}
      {shared.length > 0 ? (
        <section aria-labelledby="saved-carts-shared" className="account-section">
          <h2 id="saved-carts-shared">{messages.sharing.sharedHeading}</h2>
          <SavedCartsTable
            locale={locale}
            savedCarts={shared}
            messages={messages}
            date={date}
            caption={messages.sharing.sharedCaption}
            testId="saved-carts-shared-table"
          />
        </section>
      ) : null}
      <ImportSavedCartForm locale={locale} messages={messages} idempotencyKey={randomUUID()} />
    </>
  );
}
