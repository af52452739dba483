import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Address } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Locale } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import { invoicePaymentAllocations, invoicePayments, invoices, orderLines, orders } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import type { DemoOrder } from '../orders/demo-orders.ts';
import { creditOrderInvoices } from './credit-notes.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { issueInvoice } from './issue-invoices.ts';

/**
 * The demo customers' invoices (docs/invoices.md, Demo invoices), so that each demo customer who
 * signs in finds, in their own store and currency: an overdue invoice (issued 45 days ago), an open
 * one partly paid with its payment, an open one for digital items, one paid in full, and one credited
 * with its credit note. They are issued by the issuing code itself on purchase-order and bank-transfer
 * demo orders (seeded with the other demo orders, orders/demo-orders.ts), on the days the orders were
 * placed, shipped, paid or cancelled, in the order of those days, so the numbers follow the dates.
 */

const DAY = 86_400_000;

interface DemoBuyer {
  username: string;
  locale: Locale;
  address: Omit<Address, 'id' | 'fullName'>;
}

const BUYERS: readonly DemoBuyer[] = [
  {
    username: 'demo.us',
    locale: 'en-us',
    address: {
      organisation: 'Lakeside Elementary School',
      line1: '500 E 7th Street',
      city: 'Austin',
      region: 'TX',
      postcode: '78701',
      country: 'US',
    },
  },
  {
    username: 'demo.ca',
    locale: 'en-ca',
    address: {
      organisation: 'Centre de psychologie Sainte-Foy',
      line1: '2325 rue de l’Université',
      city: 'Québec',
      region: 'QC',
      postcode: 'G1V 0A6',
      country: 'CA',
    },
  },
  {
    username: 'demo.gb',
    locale: 'en-gb',
    address: {
      organisation: 'Park Row Clinic',
      line1: '14 Park Row',
      city: 'Leeds',
      postcode: 'LS1 5HD',
      country: 'GB',
    },
  },
  {
    username: 'demo.nl',
    locale: 'nl-nl',
    address: {
      organisation: 'Praktijk Oudegracht',
      line1: 'Oudegracht 120',
      city: 'Utrecht',
      postcode: '3511 AW',
      country: 'NL',
    },
  },
  {
    username: 'demo.es',
    locale: 'es-es',
    address: {
      organisation: 'Colegio San Isidro',
      line1: 'Calle de Toledo 39',
      city: 'Madrid',
      region: 'M',
      postcode: '28005',
      country: 'ES',
    },
  },
  {
    username: 'demo.jp',
    locale: 'ja-jp',
    address: {
      organisation: '新宿こころのクリニック',
      line1: '西新宿2-8-1',
      city: '新宿区',
      postcode: '163-8001',
      country: 'JP',
    },
  },
  {
    username: 'demo.sg',
    locale: 'zh-sg',
    address: {
      organisation: 'Anson Learning Centre',
      line1: '10 Anson Road #12-01',
      city: 'Singapore',
      postcode: '079903',
      country: 'SG',
    },
  },
  {
    username: 'demo.au',
    locale: 'en-au',
    address: {
      organisation: 'Harbour Psychology',
      line1: '1 Martin Place',
      city: 'Sydney',
      region: 'NSW',
      postcode: '2000',
      country: 'AU',
    },
  },
  {
    username: 'demo.nz',
    locale: 'en-nz',
    address: {
      organisation: 'Queen Street Therapy',
      line1: '1 Queen Street',
      city: 'Auckland',
      postcode: '1010',
      country: 'NZ',
    },
  },
];

const PROGRAM = 'A100123';

/** The invoice of this order's second shipment is paid in part. */
const PART_PAID = new Set<string>();

function ordersOf(buyer: DemoBuyer, index: number): DemoOrder[] {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === buyer.username);
  if (!customer) throw new Error(`no demo customer ${buyer.username}`);
  const id = (k: number) => `0dde1000-7d3f-4e21-8b6a-${String(index * 4 + k + 1).padStart(12, '0')}`;
  const common = {
    username: buyer.username,
    locale: buyer.locale,
    address: { fullName: `${customer.givenName} ${customer.familyName}`, ...buyer.address },
  };
  const po = (n: number) => `PO-${customer.registrationCountryIso}-${4100 + n}`;
  PART_PAID.add(id(0));
  return [
    {
      ...common,
      id: id(0),
      daysAgo: 52,
      stage: 'on-account-shipped',
      lines: [
        { program: PROGRAM, kind: 'MAN', quantity: 2 },
        { program: PROGRAM, kind: 'RF25', quantity: 3 },
      ],
      deliveryMethod: 'standard',
      purchaseOrderNumber: po(1),
      shipments: [
        { afterDays: 7, quantities: [1, 1] },
        { afterDays: 32, quantities: [1, 2] },
      ],
    },
    {
      ...common,
      id: id(1),
      daysAgo: 40,
      stage: 'on-account-shipped',
      lines: [{ program: PROGRAM, kind: 'TECH', quantity: 1 }],
      deliveryMethod: 'standard',
      purchaseOrderNumber: po(2),
      shipments: [{ afterDays: 2, quantities: [1] }],
      paidAfterDays: 10,
    },
    {
      ...common,
      id: id(2),
      daysAgo: 6,
      stage: 'on-account-digital',
      lines: [{ program: PROGRAM, kind: 'DIG1Y', quantity: 1 }],
      purchaseOrderNumber: po(3),
    },
    {
      ...common,
      id: id(3),
      daysAgo: 15,
      stage: 'transfer-cancelled',
      lines: [{ program: PROGRAM, kind: 'RF100', quantity: 1 }],
      deliveryMethod: 'standard',
      cancelledAfterDays: 2,
    },
  ];
}

export const DEMO_INVOICE_ORDERS: readonly DemoOrder[] = BUYERS.flatMap(ordersOf);

/** A payment received on the invoice, with its receipt number, as an operator or the provider records one. */
async function pay(tx: Tx, invoiceId: string, share: number, at: Date): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  const site = SITES.get(invoice?.siteId ?? '');
  if (!invoice || !site) throw new Error(`demo invoice ${invoiceId} is gone`);
  const amount = Math.round(invoice.total * share);
  const id = randomUUID();
  const [customer] = await tx
    .select({ email: orders.email })
    .from(orders)
    .where(eq(orders.id, invoice.orderId));
  await tx.insert(invoicePayments).values({
    id,
    receiptNumber: await nextDocumentNumber(tx, site.siteId, 'RC', at),
    userId: invoice.userId,
    siteId: invoice.siteId,
    locale: invoice.locale,
    currency: invoice.currency,
    method: share < 1 ? 'bank-transfer' : 'card',
    status: 'paid',
    amount,
    idempotencyKey: `demo-${id}`,
    requestHash: 'demo',
    receiptEmail: customer?.email ?? null,
    createdAt: at.toISOString(),
    paidAt: at.toISOString(),
    updatedAt: at.toISOString(),
  });
  await tx.insert(invoicePaymentAllocations).values({ paymentId: id, invoiceId, amount });
  const paid = invoice.paid + amount;
  await tx
    .update(invoices)
    .set({ paid, status: paid >= invoice.total ? 'paid' : 'partially-paid', updatedAt: at.toISOString() })
    .where(eq(invoices.id, invoiceId));
}

interface Event {
  at: Date;
  run(tx: Tx): Promise<void>;
}

/** What happened to one demo order's invoices, each on its day. */
function eventsOf(demo: DemoOrder, now: Date): Event[] {
  const placedAt = now.getTime() - demo.daysAgo * DAY;
  const on = (days: number) => new Date(placedAt + days * DAY);
  const row = async (tx: Tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.id, demo.id));
    if (!found) throw new Error(`demo order ${demo.id} is gone`);
    return found;
  };
  const wholeOrder = async (tx: Tx, digitalOnly: boolean, at: Date) => {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, demo.id));
    const units = lines
      .filter((l) => !digitalOnly || l.digital)
      .map((l) => [l.position, l.quantity] as const);
    return issueInvoice(tx, await row(tx), new Map(units), !digitalOnly, at, undefined);
  };
  const issued: string[] = [];
  switch (demo.stage) {
    case 'on-account-shipped': {
      const events: Event[] = (demo.shipments ?? []).map((shipment) => ({
        at: on(shipment.afterDays),
        run: async (tx) => {
          const units = new Map(
            shipment.quantities.map((quantity, position) => [position, quantity] as const),
          );
          const id = await issueInvoice(tx, await row(tx), units, true, on(shipment.afterDays), undefined);
          if (id) issued.push(id);
        },
      }));
      if (demo.paidAfterDays !== undefined) {
        const at = on(demo.paidAfterDays);
        events.push({
          at,
          run: async (tx) => {
            for (const id of issued) await pay(tx, id, 1, at);
          },
        });
      }
      if (PART_PAID.has(demo.id)) {
        const at = new Date(now.getTime() - 5 * DAY);
        events.push({
          at,
          run: async (tx) => {
            const id = issued[1];
            if (id) await pay(tx, id, 0.4, at);
          },
        });
      }
      return events;
    }
    case 'on-account-digital':
      return [{ at: on(0), run: async (tx) => void (await wholeOrder(tx, true, on(0))) }];
    case 'transfer-cancelled': {
      const cancelled = on(demo.cancelledAfterDays ?? 0);
      return [
        { at: on(0), run: async (tx) => void (await wholeOrder(tx, false, on(0))) },
        { at: cancelled, run: async (tx) => void (await creditOrderInvoices(tx, demo.id, cancelled)) },
      ];
    }
    default:
      return [];
  }
}

/** Issues the invoices of these newly seeded demo orders, day by day, in the seeding transaction. */
export async function seedDemoInvoices(tx: Tx, seeded: readonly DemoOrder[], now: Date): Promise<void> {
  const events = seeded.flatMap((demo) => eventsOf(demo, now));
  for (const event of events.toSorted((a, b) => a.at.getTime() - b.at.getTime())) await event.run(tx);
}
