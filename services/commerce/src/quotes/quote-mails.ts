import { eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '@store/locales';
import { enqueueMail } from '@store/mail';
import type { Tx } from '../carts/carts.ts';
import { customers } from '../db/schema.ts';
import { quoteLink } from '../mail/store-links.ts';
import { quoteLinesOf, type QuoteRow } from './quote-view.ts';

/**
 * The mails of a quote (docs/quotes.md): to the customer who asked for it, in the quote's locale,
 * when an offer is made (`offered`) and when the operator writes (`message`), each with a link to
 * the quote's page. Queued in the transaction of the change, as every mail of commerce is.
 */

export type QuoteMailKind = 'offered' | 'message';

function localeOf(quote: QuoteRow): Locale {
  const locale = LOCALES.find((each) => each === quote.locale);
  if (locale === undefined) throw new Error(`quote ${quote.id} has no known locale (${quote.locale})`);
  return locale;
}

export async function queueQuoteMail(
  tx: Tx,
  quote: QuoteRow,
  kind: QuoteMailKind,
  message: string | undefined,
  origins: ReadonlySet<string>,
): Promise<void> {
  const [customer] = await tx
    .select({ firstName: customers.firstName, email: customers.email, orderEmail: customers.orderEmail })
    .from(customers)
    .where(eq(customers.id, quote.userId));
  if (!customer) return;
  const locale = localeOf(quote);
  const common = {
    name: customer.firstName,
    quoteNumber: quote.number,
    quoteLink: quoteLink(origins, locale, quote.id),
    ...(message !== undefined ? { message } : {}),
  };
  const to = customer.orderEmail ?? customer.email;
  if (kind === 'message') {
    await enqueueMail(tx, { template: 'quoteMessage', to, locale, params: common });
    return;
  }
  if (quote.expiresOn === null) throw new Error(`offered quote ${quote.id} has no last day`);
  const lines = await quoteLinesOf(tx, quote.id);
  await enqueueMail(tx, {
    template: 'quoteOffered',
    to,
    locale,
    params: {
      ...common,
      currency: quote.currency,
      total: lines.reduce((sum, line) => sum + (line.offeredUnitPrice ?? 0) * line.quantity, 0),
      expiresOn: quote.expiresOn,
    },
  });
}
