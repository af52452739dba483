import { QUOTE_MESSAGE_MAX, type Quote, type QuoteLine } from '@store/contracts/commerce-quotes';
import { localeInfo, type Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { ConfirmActionDialog } from '../account/confirm-action-dialog.tsx';
import { formatMoney } from '../catalog/format-catalog.ts';
import type { QuotesMessages } from './messages.ts';
import { cancelQuote, rejectQuote } from './quote-actions.ts';
import { QuoteForm } from './quote-form.tsx';
import { dayWords, pageActions, statusLabel } from './quote-words.ts';

function LineRow({ line, locale, none }: { line: QuoteLine; locale: Locale; none: string }) {
  const total = line.offeredTotal ?? line.listTotal;
  return (
    <tr data-testid="quote-line">
      <td>{line.itemCode}</td>
      <th scope="row">{line.name}</th>
      <td className="order-table__number">{line.quantity}</td>
      <td className="order-table__number">{formatMoney(line.listUnitPrice, locale)}</td>
      <td className="order-table__number" data-testid="quote-line-offered">
        {line.offeredUnitPrice ? formatMoney(line.offeredUnitPrice, locale) : none}
      </td>
      <td className="order-table__number">{formatMoney(total, locale)}</td>
    </tr>
  );
}

function Thread({ quote, locale, messages }: { quote: Quote; locale: Locale; messages: QuotesMessages }) {
  const m = messages.detail;
  if (quote.messages.length === 0) return <p>{m.noMessages}</p>;
  const time = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ol className="quote-thread" data-testid="quote-messages">
      {quote.messages.map((message) => (
        <li key={message.id} className="quote-thread__message" data-author={message.author}>
          <p className="quote-thread__meta">
            {format(m.messagesCaption, {
              author: message.author === 'customer' ? m.fromCustomer : m.fromStore,
              date: time.format(new Date(message.at)),
            })}
          </p>
          <p className="quote-thread__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * One quote: its state, dates and account, its lines with list and offered prices and the totals,
 * the offer's terms, the messages both ways with a form to write, and what the customer may do in
 * its state: accept (then checkout at the quote's prices), reject or cancel once confirmed, ask
 * again when it expired or was rejected, download the offer as a PDF.
 */
export function QuoteScreen({
  locale,
  quote,
  messages,
}: {
  locale: Locale;
  quote: Quote;
  messages: QuotesMessages;
}) {
  const m = messages.detail;
  const paths = storePaths(locale);
  const { htmlLang } = localeInfo(locale);
  const date = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium' });
  const actions = pageActions(quote);
  const hidden = { quoteId: quote.id };
  return (
    <div className="quote" data-testid="quote" data-status={quote.status}>
      <dl className="account-details">
        <dt>{m.status}</dt>
        <dd data-testid="quote-status">{statusLabel(quote.status, messages)}</dd>
        <dt>{m.requestedOn}</dt>
        <dd>
          <time dateTime={quote.createdAt}>{date.format(new Date(quote.createdAt))}</time>
        </dd>
        <dt>{m.updatedOn}</dt>
        <dd>
          <time dateTime={quote.updatedAt}>{date.format(new Date(quote.updatedAt))}</time>
        </dd>
        {quote.expiresOn ? (
          <>
            <dt>{m.expiresOn}</dt>
            <dd data-testid="quote-expires">
              <time dateTime={quote.expiresOn}>{dayWords(quote.expiresOn, htmlLang)}</time>
            </dd>
          </>
        ) : null}
        <dt>{m.account}</dt>
        <dd>{quote.organisation?.name ?? messages.list.personal}</dd>
        {quote.requoteOf ? (
          <>
            <dt>{m.requoteOf}</dt>
            <dd>
              <a href={paths.quote(quote.requoteOf.id)}>{quote.requoteOf.number}</a>
            </dd>
          </>
        ) : null}
        {quote.orderNumber ? (
          <>
            <dt>{m.orderNumber}</dt>
            <dd>
              <a href={paths.order(quote.orderNumber)}>{quote.orderNumber}</a>
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="quote-lines" className="account-section">
        <h2 id="quote-lines">{m.linesHeading}</h2>
        <table className="order-table" data-testid="quote-lines">
          <caption className="visually-hidden">{format(m.linesCaption, { number: quote.number })}</caption>
          <thead>
            <tr>
              <th scope="col">{m.itemCode}</th>
              <th scope="col">{m.product}</th>
              <th scope="col" className="order-table__number">
                {m.quantity}
              </th>
              <th scope="col" className="order-table__number">
                {m.listPrice}
              </th>
              <th scope="col" className="order-table__number">
                {m.offeredPrice}
              </th>
              <th scope="col" className="order-table__number">
                {m.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <LineRow key={line.position} line={line} locale={locale} none={messages.list.none} />
            ))}
          </tbody>
        </table>
        <dl className="account-details">
          <dt>{m.listTotal}</dt>
          <dd data-testid="quote-list-total">{formatMoney(quote.listSubtotal, locale)}</dd>
          {quote.offeredTotal ? (
            <>
              <dt>{m.offeredTotal}</dt>
              <dd data-testid="quote-offered-total">{formatMoney(quote.offeredTotal, locale)}</dd>
            </>
          ) : null}
        </dl>
        {quote.status === 'submitted' ? <p>{m.waiting}</p> : null}
      </section>

      {quote.terms ? (
        <section aria-labelledby="quote-terms" className="account-section">
          <h2 id="quote-terms">{m.termsHeading}</h2>
          <p className="quote-terms" data-testid="quote-terms">
            {quote.terms}
          </p>
        </section>
      ) : null}

      {actions.accept ? (
        <section aria-labelledby="quote-accept" className="account-section">
          <h2 id="quote-accept">{messages.accept.heading}</h2>
          <p>{messages.accept.help}</p>
          <QuoteForm
            action="accept"
            locale={locale}
            hidden={hidden}
            submit={messages.accept.submit}
            pending={messages.accept.pending}
            buttonClassName="button button--primary"
          />
        </section>
      ) : null}

      {actions.requote ? (
        <section className="account-section">
          <p>{messages.requote.help}</p>
          <QuoteForm
            action="requote"
            locale={locale}
            hidden={hidden}
            submit={messages.requote.submit}
            pending={messages.requote.pending}
            buttonClassName="button button--primary"
          />
        </section>
      ) : null}

      <div className="quote-actions account-section">
        {actions.checkout ? (
          <a className="button button--primary" href={paths.checkout}>
            {m.checkout}
          </a>
        ) : null}
        {actions.pdf ? (
          <a className="button" href={paths.quotePdf(quote.id)} download>
            {m.pdf}
          </a>
        ) : null}
        {actions.reject ? (
          <ConfirmActionDialog locale={locale} action={rejectQuote} fields={hidden} texts={messages.reject} />
        ) : null}
        {actions.cancel ? (
          <ConfirmActionDialog locale={locale} action={cancelQuote} fields={hidden} texts={messages.cancel} />
        ) : null}
      </div>

      <section aria-labelledby="quote-messages" className="account-section">
        <h2 id="quote-messages">{m.messagesHeading}</h2>
        <Thread quote={quote} locale={locale} messages={messages} />
        {actions.message ? (
          <QuoteForm
            action="message"
            locale={locale}
            hidden={hidden}
            submit={messages.message.submit}
            pending={messages.message.pending}
            className="quote-fields"
          >
            <label htmlFor="quote-message">{messages.message.label}</label>
            <textarea id="quote-message" name="body" rows={3} required maxLength={QUOTE_MESSAGE_MAX} />
          </QuoteForm>
        ) : null}
      </section>

      <p>
        <a href={paths.quotes}>{m.backToList}</a>
      </p>
    </div>
  );
}
