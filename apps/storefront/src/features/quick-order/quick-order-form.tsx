'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { announceCartCount } from '../../shell/header/cart-count.ts';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { CartAdded } from '../cart/cart-added.tsx';
import type { CartMessages } from '../cart/messages.ts';
import { pushEcommerce } from '../catalog/data-layer.ts';
import type { QuickOrderMessages } from './messages.ts';
import { submitQuickOrder } from './quick-order-actions.ts';
import { quickOrderRowLimits, type QuickOrderRow } from './quick-order-rows.ts';

type SubmitState = Awaited<ReturnType<typeof submitQuickOrder>>;

/**
 * A customer's expired cart token is renewed and the rows sent once more (ADR 16). The renewal's
 * helpers load when the form is sent rather than with the page, whose first load they would weigh on.
 */
async function submitWithRetry(previous: SubmitState, formData: FormData): Promise<SubmitState> {
  const { retryingOnCartAccess } = await import('../cart/cart-access-retry.ts');
  return retryingOnCartAccess(submitQuickOrder)(previous, formData);
}

/**
 * Rows of item code and quantity (how many: the quick-order-rows flag; with the upc flag a UPC may
 * stand for the item code, as the other flags are read in the browser). A refused row is marked
 * aria-invalid with its reason tied by aria-describedby, and focus moves to the first one.
 */
export function QuickOrderForm({
  locale,
  cartHref,
  checkoutHref,
  messages,
  panel,
}: {
  locale: string;
  cartHref: string;
  checkoutHref: string;
  messages: QuickOrderMessages;
  panel: CartMessages['addedPanel'];
}) {
  const limits = quickOrderRowLimits(useFlag('quick-order-rows'));
  const acceptUpc = useFlag('upc');
  const [state, formAction, pending] = useActionState(submitWithRetry, { status: 'idle' });
  const [extraRows, setExtraRows] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const kept: QuickOrderRow[] = state.status === 'done' ? state.rows : [];
  const rowCount = Math.min(limits.max, Math.max(limits.min + extraRows, kept.length));
  const rows = Array.from({ length: rowCount }, (_, i) => kept[i] ?? { code: '', quantity: '' });
  const added = state.status === 'done' ? state.added.map((a) => `${a.quantity} × ${a.code}`) : [];

  useEffect(() => {
    if (state.status !== 'done') return;
    const firstBad = state.rows.findIndex((r) => r.error);
    if (firstBad >= 0) {
      const field = state.rows[firstBad]?.errorField ?? 'code';
      form.current?.querySelector<HTMLInputElement>(`#qo-${field}-${firstBad}`)?.focus();
    }
    if (state.count >= 0) announceCartCount();
    if (state.event) pushEcommerce(state.event);
  }, [state]);

  return (
    <form ref={form} action={formAction} noValidate className="quick-order" aria-busy={pending}>
      <input type="hidden" name="locale" value={locale} />
      {acceptUpc ? <input type="hidden" name="acceptUpc" value="1" /> : null}
      <p id="qo-hint">{acceptUpc ? messages.codeHintUpc : messages.codeHint}</p>
      <table className="quick-order__rows">
        <caption className="visually-hidden">{messages.rowsLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.codeHeading}</th>
            <th scope="col">{messages.quantityHeading}</th>
          </tr>
        </thead>
        {/* Keyed by the answer, so inputs are drawn afresh with what the server kept. */}
        <tbody key={state.status === 'done' ? state.id : 0}>
          {rows.map((row, i) => {
            const errorId = `qo-error-${i}`;
            const describedBy = row.error ? errorId : undefined;
            return (
              <tr key={i}>
                <td>
                  <label htmlFor={`qo-code-${i}`} className="visually-hidden">
                    {format(messages.code, { row: i + 1 })}
                  </label>
                  <input
                    id={`qo-code-${i}`}
                    name="code"
                    defaultValue={row.code}
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={row.errorField === 'code' || undefined}
                    aria-describedby={
                      row.errorField === 'code' ? describedBy : i === 0 ? 'qo-hint' : undefined
                    }
                  />
                  {row.error ? (
                    <p id={errorId} className="form-error">
                      {row.error}
                    </p>
                  ) : null}
                </td>
                <td>
                  <label htmlFor={`qo-quantity-${i}`} className="visually-hidden">
                    {format(messages.quantity, { row: i + 1 })}
                  </label>
                  <input
                    id={`qo-quantity-${i}`}
                    name="quantity"
                    type="text"
                    inputMode="numeric"
                    defaultValue={row.quantity}
                    aria-invalid={row.errorField === 'quantity' || undefined}
                    aria-describedby={row.errorField === 'quantity' ? describedBy : undefined}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="quick-order__actions">
        {rowCount < limits.max ? (
          <button type="button" onClick={() => setExtraRows((n) => n + 1)}>
            {messages.addRow}
          </button>
        ) : (
          <p>{format(messages.maxRows, { max: limits.max })}</p>
        )}
        <button id="qo-submit" type="submit" className="button button--primary" disabled={pending}>
          {messages.submit}
        </button>
      </div>
      <div role="status" className="quick-order__summary">
        {pending ? <p>{messages.pending}</p> : null}
        {!pending && state.status === 'done' ? (
          <>
            {state.message ? <p>{state.message}</p> : null}
            {added.length ? (
              <>
                <p>{messages.added}</p>
                <ul>
                  {added.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : !state.message ? (
              <p>{messages.noneAdded}</p>
            ) : null}
            {state.rejected ? <p>{format(messages.rejected, { count: state.rejected })}</p> : null}
            {added.length ? <a href={cartHref}>{messages.viewCart}</a> : null}
          </>
        ) : null}
      </div>
      {state.status === 'done' && added.length ? (
        <CartAdded
          key={state.id}
          labels={panel}
          lines={added}
          total={state.total}
          checkoutHref={checkoutHref}
          cartHref={cartHref}
          returnFocusId="qo-submit"
        />
      ) : null}
    </form>
  );
}
