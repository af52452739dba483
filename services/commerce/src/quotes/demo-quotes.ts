import { and, eq, inArray, isNull } from 'drizzle-orm';
import { catalogLanguage, CURRENCIES, itemName, programByCode, toMinorUnits } from '@store/catalog';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { QuoteState } from '@store/contracts/commerce-quotes';
import type { Db } from '@store/database';
import { localeInfo, type Locale } from '@store/locales';
import { unitPriceAt } from '../carts/pricing.ts';
import type { Tx } from '../carts/carts.ts';
import { orders, quoteLines, quoteMessages, quotes } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { nextDocumentNumber } from '../invoices/document-numbers.ts';
import { homeLocale } from '../saved-carts/demo-saved-carts.ts';

/**
 * The demo customers' quotes (README, Demo customers): each has, on their own store, a quote on
 * offer (its last day three weeks after seeding, with a message from the store), one waiting for an
 * offer and one whose offer expired; demo.us also one ordered, from its demo order on account. Fixed
 * ids, so seeding again adds only what is missing; numbers come from the QT series as any quote's do.
 */

type DemoState = Extract<QuoteState, 'offered' | 'submitted' | 'expired' | 'ordered'>;

interface DemoLine {
  program: string;
  kind: string;
  quantity: number;
}

interface DemoQuote {
  id: string;
  username: string;
  state: DemoState;
  daysAgo: number;
  lines: DemoLine[];
  /** The offered share of the list price, in percent. */
  offeredPercent?: number;
  /** The offer's last day, in days from seeding (negative: past). */
  expiresInDays?: number;
  customerMessage: string;
  operatorMessage?: string;
  orderId?: string;
}

/** demo.us's order on account (orders/demo-orders.ts), placed from its ordered quote. */
const ORDERED_FROM = '0dde0000-7d3f-4e21-8b6a-000000000003';

const DAY = 24 * 60 * 60 * 1000;

const SHAPES: readonly Omit<DemoQuote, 'id' | 'username'>[] = [
  {
    state: 'offered',
    daysAgo: 5,
    lines: [
      { program: 'A100123', kind: 'KIT', quantity: 5 },
      { program: 'C300789', kind: 'RF25', quantity: 10 },
    ],
    offeredPercent: 90,
    expiresInDays: 21,
    customerMessage: 'We are equipping five clinics this term; could you offer a price for the set?',
    operatorMessage: 'Thank you for asking: we can offer 10% off these lines until the date shown.',
  },
  {
    state: 'submitted',
    daysAgo: 1,
    lines: [{ program: 'B200456', kind: 'KIT', quantity: 3 }],
    customerMessage: 'Three kits for our new assessment team, please.',
  },
  {
    state: 'expired',
    daysAgo: 40,
    lines: [{ program: 'C300789', kind: 'RF25', quantity: 6 }],
    offeredPercent: 85,
    expiresInDays: -10,
    customerMessage: 'Record forms for the spring screening.',
    operatorMessage: 'We can offer 15% off these record forms.',
  },
];

export const DEMO_QUOTES: readonly DemoQuote[] = [
  ...DEMO_CUSTOMERS.flatMap((customer, c) =>
    SHAPES.map((shape, s) => ({
      ...shape,
      id: `9b0e7a11-0a4b-4c5d-9e6f-${String((c + 1) * 10 + s + 1).padStart(12, '0')}`,
      username: customer.username,
    })),
  ),
  {
    id: '9b0e7a11-0a4b-4c5d-9e6f-000000000999',
    username: 'demo.us',
    state: 'ordered',
    daysAgo: 12,
    lines: [{ program: 'C300789', kind: 'KIT', quantity: 2 }],
    offeredPercent: 100,
    expiresInDays: 9,
    customerMessage: 'Two kits for the district office; we pay on account.',
    operatorMessage: 'Our offer is below; order it by purchase order as usual.',
    orderId: ORDERED_FROM,
  },
];

const day = (at: Date) => at.toISOString().slice(0, 10);

function linesOf(demo: DemoQuote, locale: Locale) {
  const { storeId } = localeInfo(locale);
  const currency = CURRENCIES.find((c) => c === SITES.get(storeId)?.currency);
  if (!currency) throw new Error(`demo quote ${demo.id}: no currency for ${storeId}`);
  const language = catalogLanguage(locale);
  const lines = demo.lines.map((line, index) => {
    const program = programByCode(line.program);
    const item = program?.items.find((i) => i.kind === line.kind);
    if (!program || !item || !program.stores.includes(storeId)) {
      throw new Error(`demo quote ${demo.id}: ${line.program}-${line.kind} is not sold in ${storeId}`);
    }
    const list = toMinorUnits(unitPriceAt(item.prices[currency], line.quantity), currency);
    return {
      quoteId: demo.id,
      position: index + 1,
      itemCode: item.code,
      name: itemName(program.texts[language].name, item.kind, language),
      quantity: line.quantity,
      listUnitPrice: list,
      offeredUnitPrice:
        demo.offeredPercent === undefined ? null : Math.round((list * demo.offeredPercent) / 100),
    };
  });
  return { storeId, currency, lines };
}

async function insertDemo(tx: Tx, demo: DemoQuote, now: Date): Promise<void> {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === demo.username);
  if (!customer) throw new Error(`demo quote ${demo.id}: no customer ${demo.username}`);
  const locale = homeLocale(demo.username);
  const { storeId, currency, lines } = linesOf(demo, locale);
  const created = new Date(now.getTime() - demo.daysAgo * DAY);
  const offeredAt = new Date(created.getTime() + DAY);
  const offered = demo.offeredPercent !== undefined;
  await tx.insert(quotes).values({
    id: demo.id,
    number: await nextDocumentNumber(tx, storeId, 'QT', created),
    userId: customer.id,
    siteId: storeId,
    locale,
    currency,
    status: demo.state,
    submittedAt: created.toISOString(),
    ...(offered
      ? {
          offeredAt: offeredAt.toISOString(),
          expiresOn: day(new Date(now.getTime() + (demo.expiresInDays ?? 0) * DAY)),
        }
      : {}),
    ...(demo.state === 'ordered'
      ? { acceptedAt: offeredAt.toISOString(), orderId: demo.orderId ?? null }
      : {}),
    createdAt: created.toISOString(),
    updatedAt: (offered ? offeredAt : created).toISOString(),
  });
  await tx.insert(quoteLines).values(lines);
  await tx
    .insert(quoteMessages)
    .values([
      { quoteId: demo.id, author: 'customer', body: demo.customerMessage, at: created.toISOString() },
      ...(demo.operatorMessage
        ? [{ quoteId: demo.id, author: 'operator', body: demo.operatorMessage, at: offeredAt.toISOString() }]
        : []),
    ]);
  if (demo.orderId) {
    await tx
      .update(orders)
      .set({ quoteId: demo.id })
      .where(and(eq(orders.id, demo.orderId), isNull(orders.quoteId)));
  }
}

/** Seeds the demo quotes not yet there, in one transaction; run after the demo orders. */
export async function seedDemoQuotes(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(
        inArray(
          quotes.id,
          DEMO_QUOTES.map((demo) => demo.id),
        ),
      );
    const have = new Set(present.map((row) => row.id));
    for (const demo of DEMO_QUOTES) if (!have.has(demo.id)) await insertDemo(tx, demo, now);
  });
}
