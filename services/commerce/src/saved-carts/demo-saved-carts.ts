import { CURRENCIES, programByCode, toMinorUnits } from '@store/catalog';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Db } from '@store/database';
import { localeInfo, type Locale } from '@store/locales';
import { unitPriceAt } from '../carts/pricing.ts';
import { savedCartEntries, savedCarts } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';

/**
 * The demo customers' saved carts (README, Demo customers): each has "Autumn term testing kits" on
 * their own store, and demo.us and demo.gb a second one, under fixed ids and with the prices of the
 * generated catalogue, so that a newcomer who signs in finds a saved cart to open and restore.
 * Seeded only in the demo; a saved cart already there (renamed since) is kept.
 */

interface DemoSavedCart {
  id: string;
  username: string;
  locale: Locale;
  name: string;
  description?: string;
  daysAgo: number;
  lines: { program: string; kind: string; quantity: number }[];
}

const TERM_KITS = [
  { program: 'A100123', kind: 'KIT', quantity: 2 },
  { program: 'B200456', kind: 'KIT', quantity: 1 },
  { program: 'C300789', kind: 'RF25', quantity: 3 },
];

/** Each demo customer's store, by the locale they shop in. */
const HOME_LOCALE: Readonly<Record<string, Locale>> = {
  'demo.us': 'en-us',
  'demo.ca': 'en-ca',
  'demo.gb': 'en-gb',
  'demo.nl': 'nl-nl',
  'demo.es': 'es-es',
  'demo.jp': 'ja-jp',
  'demo.sg': 'zh-sg',
  'demo.au': 'en-au',
  'demo.nz': 'en-nz',
};

export function homeLocale(username: string): Locale {
  const locale = HOME_LOCALE[username];
  if (!locale) throw new Error(`demo customer ${username} has no store for saved carts`);
  return locale;
}

export const DEMO_SAVED_CARTS: readonly DemoSavedCart[] = [
  ...DEMO_CUSTOMERS.map((customer, index) => ({
    id: `5ac0ca57-0a4b-4c5d-9e6f-${String(index + 1).padStart(12, '0')}`,
    username: customer.username,
    locale: homeLocale(customer.username),
    name: 'Autumn term testing kits',
    description: 'Kits and record forms for the start of the school year.',
    daysAgo: 6,
    lines: TERM_KITS,
  })),
  {
    id: '5ac0ca57-0a4b-4c5d-9e6f-000000000101',
    username: 'demo.us',
    locale: 'en-us',
    name: 'Record forms restock',
    daysAgo: 3,
    lines: [
      { program: 'A100123', kind: 'RF25', quantity: 4 },
      { program: 'B200456', kind: 'RF25', quantity: 2 },
    ],
  },
  {
    id: '5ac0ca57-0a4b-4c5d-9e6f-000000000103',
    username: 'demo.gb',
    locale: 'en-gb',
    name: 'Clinic manuals',
    daysAgo: 2,
    lines: [
      { program: 'A100123', kind: 'MAN', quantity: 1 },
      { program: 'C300789', kind: 'MAN', quantity: 1 },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

function rowsOf(demo: DemoSavedCart, now: Date) {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === demo.username);
  const { storeId } = localeInfo(demo.locale);
  const currency = CURRENCIES.find((c) => c === SITES.get(storeId)?.currency);
  if (!customer || !currency) throw new Error(`demo saved cart ${demo.id}: no customer or site`);
  const at = new Date(now.getTime() - demo.daysAgo * DAY).toISOString();
  const entries = demo.lines.map((line, index) => {
    const program = programByCode(line.program);
    const item = program?.items.find((i) => i.kind === line.kind);
    if (!program || !item || !program.stores.includes(storeId)) {
      throw new Error(`demo saved cart ${demo.id}: ${line.program}-${line.kind} is not sold in ${storeId}`);
    }
    return {
      savedCartId: demo.id,
      position: index + 1,
      itemCode: item.code,
      quantity: line.quantity,
      unitPrice: toMinorUnits(unitPriceAt(item.prices[currency], line.quantity), currency),
    };
  });
  const cart = {
    id: demo.id,
    userId: customer.id,
    siteId: storeId,
    currency,
    name: demo.name,
    description: demo.description ?? null,
    createdAt: at,
    updatedAt: at,
  };
  return { cart, entries };
}

/** Seeds the demo saved carts not yet there, in one transaction. */
export async function seedDemoSavedCarts(db: Db, now: Date = new Date()): Promise<void> {
  const rows = DEMO_SAVED_CARTS.map((demo) => rowsOf(demo, now));
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(savedCarts)
      .values(rows.map((row) => row.cart))
      .onConflictDoNothing({ target: savedCarts.id })
      .returning({ id: savedCarts.id });
    const entries = rows
      .filter((row) => added.some((a) => a.id === row.cart.id))
      .flatMap((row) => row.entries);
    if (entries.length > 0) await tx.insert(savedCartEntries).values(entries);
  });
}
