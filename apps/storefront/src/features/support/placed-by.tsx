import type { Order } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { supportMessages } from './messages.ts';

/** An order a support agent placed for the customer in an assisted session says so; nothing otherwise. */
export function PlacedBy({ locale, order }: { locale: Locale; order: Pick<Order, 'assistedBy'> }) {
  if (!order.assistedBy) return null;
  return (
    <p data-testid="order-placed-by">
      {format(supportMessages(locale).order.placedBy, { agent: order.assistedBy.name })}
    </p>
  );
}
