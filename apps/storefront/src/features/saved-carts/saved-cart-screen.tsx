import type { SavedCart, SavedCartLine } from '@store/contracts/commerce-saved-carts';
import { localeInfo, type Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMoney } from '../catalog/format-catalog.ts';
import { DeleteSavedCartDialog } from './delete-saved-cart-dialog.tsx';
import type { SavedCartsMessages } from './messages.ts';
import { savedCartCsvPath } from './saved-cart-csv.ts';
import { SavedCartForm } from './saved-cart-form.tsx';
import { SavedCartSharing } from './saved-cart-sharing.tsx';
import { SAVED_CART_DESCRIPTION_MAX, SAVED_CART_NAME_MAX } from './saved-cart-words.ts';

const priceChanged = (line: SavedCartLine) =>
  line.unitPrice !== undefined && line.unitPrice.value !== line.savedUnitPrice.value;

function LineRow({
  line,
  locale,
  m,
}: {
  line: SavedCartLine;
  locale: Locale;
  m: SavedCartsMessages['detail'];
}) {
  const changed = priceChanged(line);
  return (
    <tr data-testid="saved-cart-line" data-available={line.available}>
      <td>{line.itemCode}</td>
      <th scope="row">
        {line.name ?? line.itemCode}
        {line.available ? null : (
          <span className="saved-cart-line__note" data-testid="saved-cart-line-unavailable">
            <strong>{m.unavailable}</strong> {m.unavailableNote}
          </span>
        )}
      </th>
      <td className="order-table__number">{line.quantity}</td>
      <td className="order-table__number">{formatMoney(line.savedUnitPrice, locale)}</td>
      <td className="order-table__number">
        {line.unitPrice ? formatMoney(line.unitPrice, locale) : '–'}
        {changed ? (
          <span className="saved-cart-line__note" data-testid="saved-cart-price-changed">
            {m.priceChanged}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * One saved cart: its lines with the price when saved beside today's (a note where they differ,
 * lines no longer sold marked), restoring it into the cart (merge or replace), its name and
 * description, duplicate, delete and the CSV download.
 */
export function SavedCartScreen({
  locale,
  savedCart,
  messages,
}: {
  locale: Locale;
  savedCart: SavedCart;
  messages: SavedCartsMessages;
}) {
  const m = messages.detail;
  const r = messages.restore;
  const hidden = { savedCartId: savedCart.id };
  // Renaming, deleting and sharing stay the owner's; a member it was shared with restores, duplicates, exports.
  const mine = savedCart.owner.mine;
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="saved-cart" data-testid="saved-cart">
      {savedCart.description ? <p className="saved-cart__description">{savedCart.description}</p> : null}
      <p>{format(m.lastUpdated, { date: date.format(new Date(savedCart.updatedAt)) })}</p>
      {!mine && savedCart.sharedWith ? (
        <p data-testid="saved-cart-owner">
          {format(messages.sharing.byOwner, {
            owner: savedCart.owner.name,
            organisation: savedCart.sharedWith.name,
          })}
        </p>
      ) : null}

      <section aria-labelledby="saved-cart-lines" className="account-section">
        <h2 id="saved-cart-lines">{m.linesHeading}</h2>
        {savedCart.lines.length === 0 ? (
          <p>{m.noLines}</p>
        ) : (
          <table className="order-table" data-testid="saved-cart-lines">
            <caption className="visually-hidden">{format(m.linesCaption, { name: savedCart.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.itemCode}</th>
                <th scope="col">{m.product}</th>
                <th scope="col" className="order-table__number">
                  {m.quantity}
                </th>
                <th scope="col" className="order-table__number">
                  {m.savedPrice}
                </th>
                <th scope="col" className="order-table__number">
                  {m.todayPrice}
                </th>
              </tr>
            </thead>
            <tbody>
              {savedCart.lines.map((line) => (
                <LineRow key={line.position} line={line} locale={locale} m={m} />
              ))}
            </tbody>
          </table>
        )}
        <dl className="account-details">
          <dt>{m.subtotal}</dt>
          <dd data-testid="saved-cart-subtotal">{formatMoney(savedCart.subtotal, locale)}</dd>
        </dl>
      </section>

      <section aria-labelledby="saved-cart-restore" className="account-section">
        <h2 id="saved-cart-restore">{r.heading}</h2>
        <SavedCartForm
          action="restore"
          locale={locale}
          hidden={hidden}
          submit={r.submit}
          pending={r.pending}
          after="go-unless-details"
          linkText={r.viewCart}
          buttonClassName="button button--primary"
          className="saved-cart-fields"
        >
          <fieldset className="saved-cart-modes">
            <legend className="visually-hidden">{r.heading}</legend>
            <label>
              <input
                type="radio"
                name="mode"
                value="merge"
                defaultChecked
                aria-describedby="restore-merge-help"
              />{' '}
              {r.merge}
            </label>
            <p id="restore-merge-help" className="saved-cart-modes__help">
              {r.mergeHelp}
            </p>
            <label>
              <input type="radio" name="mode" value="replace" aria-describedby="restore-replace-warning" />{' '}
              {r.replace}
            </label>
            <p id="restore-replace-warning" className="saved-cart-modes__help saved-cart-modes__warning">
              {r.replaceWarning}
            </p>
          </fieldset>
        </SavedCartForm>
      </section>

      {mine ? (
        <>
          <section aria-labelledby="saved-cart-edit" className="account-section">
            <h2 id="saved-cart-edit">{messages.edit.heading}</h2>
            <SavedCartForm
              action="edit"
              locale={locale}
              hidden={hidden}
              submit={messages.edit.submit}
              pending={messages.edit.pending}
              after="report"
              className="saved-cart-fields"
            >
              <label htmlFor="saved-cart-name">{messages.edit.name}</label>
              <input
                id="saved-cart-name"
                name="name"
                required
                maxLength={SAVED_CART_NAME_MAX}
                defaultValue={savedCart.name}
              />
              <label htmlFor="saved-cart-description">{messages.edit.description}</label>
              <textarea
                id="saved-cart-description"
                name="description"
                rows={3}
                maxLength={SAVED_CART_DESCRIPTION_MAX}
                defaultValue={savedCart.description ?? ''}
              />
            </SavedCartForm>
          </section>
          <SavedCartSharing locale={locale} savedCart={savedCart} messages={messages} />
        </>
      ) : null}

      <div className="saved-cart-actions account-section">
        <a className="button" href={savedCartCsvPath(locale, savedCart.id)} download>
          {messages.export.button}
        </a>
        <SavedCartForm
          action="duplicate"
          locale={locale}
          hidden={{ ...hidden, name: savedCart.name, idempotencyKey: randomUUID() }}
          submit={messages.duplicate.button}
          pending={messages.duplicate.pending}
          after="go"
          className="saved-cart-action"
        />
        {mine ? (
          <DeleteSavedCartDialog
            locale={locale}
            savedCartId={savedCart.id}
            texts={messages.delete}
            buttonLabel={format(messages.delete.buttonFor, { name: savedCart.name })}
            title={format(messages.delete.title, { name: savedCart.name })}
          />
        ) : null}
      </div>

      <p>
        <a href={storePaths(locale).savedCarts}>{m.backToList}</a>
      </p>
    </div>
  );
}
