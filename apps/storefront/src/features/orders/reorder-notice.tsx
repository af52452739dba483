import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import type { SearchParams } from './history-query.ts';
import { ordersMessages } from './messages.ts';
import { loadForCustomer } from './orders-access.ts';
import { readReorderNotice, type ReorderChange } from './reorder-notice-query.ts';
import './orders.css';

function changeWords(change: ReorderChange, name: string, locale: Locale): string {
  const m = ordersMessages(locale).reorder;
  const reason = format(m.reasons[change.reason], { kept: change.kept });
  const values = { name, itemCode: change.itemCode, reason, kept: change.kept, requested: change.requested };
  return format(change.kept === 0 ? m.notAdded : m.cut, values);
}

/**
 * On the cart page after a reorder: the order's lines are in the cart, and each one that could not
 * go in as ordered is named with the reason. Names come from the order; an order that cannot be
 * read leaves the item codes.
 */
export async function ReorderNotice({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const notice = readReorderNotice(searchParams);
  if (!notice) return null;
  const m = ordersMessages(locale).reorder;
  const names = new Map<string, string>();
  if (notice.changes.length > 0) {
    const loaded = await loadForCustomer(locale, 'the reordered order', (access) =>
      commerce().order(locale, access.userId, access.accessToken, notice.orderNumber),
    );
    if ('value' in loaded) for (const line of loaded.value?.lines ?? []) names.set(line.itemCode, line.name);
  }
  return (
    <div role="status" className="reorder-notice" data-testid="reorder-notice">
      <p>{format(m.added, { number: notice.orderNumber })}</p>
      {notice.changes.length > 0 ? (
        <>
          <p>{m.changesHeading}</p>
          <ul>
            {notice.changes.map((change) => (
              <li key={change.itemCode}>
                {changeWords(change, names.get(change.itemCode) ?? change.itemCode, locale)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
