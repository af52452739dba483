import { inArray } from 'drizzle-orm';
import { CURRENCIES, itemName, programByCode, toMinorUnits } from '@store/catalog';
import type { Address, DeliveryMethodCode } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Db } from '@store/database';
import { localeInfo, type Locale } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import { orderHistory, orderLines, orderShipments, orders } from '../db/schema.ts';
import { licenceCode } from '../fulfilment/licence-codes.ts';
import { SITES } from '../http/site-context.ts';
import { DEMO_INVOICE_ORDERS, seedDemoInvoices } from '../invoices/demo-invoices.ts';
import { computeTax } from '../tax/compute-tax.ts';
import { TAX_CLASS_BY_FORMAT } from '../tax/tax-rates.ts';
import { deliveryCharge } from './delivery-methods.ts';
import { nextOrderNumber } from './order-numbers.ts';

/**
 * The demo customers' past orders (README, Demo customers), so that a newcomer who signs in sees
 * orders in each state at once: demo.us a delivered order with its tracking, a card order being
 * prepared, a purchase order on account, a bank transfer awaiting payment and a digital order with
 * its licence; demo.ca and demo.gb one each in their currency. Seeded only in the demo, once, under
 * fixed ids: a restart adds none. Their numbers come from the store's sequence, as a placed order's
 * do, so a new order never takes one of them; their dates and history lie in the weeks before the seed.
 * The orders behind the demo invoices (invoices/demo-invoices.ts) are seeded with them.
 */

type Stage =
  | 'delivered'
  | 'shipped'
  | 'processing'
  | 'on-account'
  | 'awaiting-transfer'
  | 'digital'
  | 'on-account-shipped'
  | 'on-account-digital'
  | 'transfer-cancelled';

export interface DemoOrder {
  id: string;
  username: string;
  locale: Locale;
  daysAgo: number;
  stage: Stage;
  lines: { program: string; kind: string; quantity: number }[];
  deliveryMethod?: DeliveryMethodCode;
  address: Omit<Address, 'id'>;
  purchaseOrderNumber?: string;
  /** An order on account shipped in parts: days after placement, and the quantity of each line by position. */
  shipments?: { afterDays: number; quantities: number[] }[];
  /** Days after placement its invoices were paid in full. */
  paidAfterDays?: number;
  /** Days after placement the customer cancelled it. */
  cancelledAfterDays?: number;
}

const US_ADDRESS = {
  fullName: 'Avery Johnson',
  organisation: 'Riverside Psychology Group',
  line1: '1200 SW Main Street',
  line2: 'Suite 400',
  city: 'Portland',
  region: 'OR',
  postcode: '97205',
  country: 'US',
};

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    id: '0dde0000-7d3f-4e21-8b6a-000000000001',
    username: 'demo.us',
    locale: 'en-us',
    daysAgo: 26,
    stage: 'delivered',
    lines: [
      { program: 'A100123', kind: 'KIT', quantity: 1 },
      { program: 'A100123', kind: 'RF25', quantity: 2 },
    ],
    deliveryMethod: 'standard',
    address: US_ADDRESS,
  },
  {
    id: '0dde0000-7d3f-4e21-8b6a-000000000002',
    username: 'demo.us',
    locale: 'en-us',
    daysAgo: 17,
    stage: 'digital',
    lines: [{ program: 'C300789', kind: 'DIG1Y', quantity: 1 }],
    address: US_ADDRESS,
  },
  {
    id: '0dde0000-7d3f-4e21-8b6a-000000000003',
    username: 'demo.us',
    locale: 'en-us',
    daysAgo: 9,
    stage: 'on-account',
    lines: [{ program: 'C300789', kind: 'KIT', quantity: 2 }],
    deliveryMethod: 'standard',
    address: US_ADDRESS,
    purchaseOrderNumber: 'PO-RPG-2291',
  },
  {
    id: '0dde0000-7d3f-4e21-8b6a-000000000004',
    username: 'demo.us',
    locale: 'en-us',
    daysAgo: 4,
    stage: 'awaiting-transfer',
    lines: [{ program: 'B200456', kind: 'MAN', quantity: 1 }],
    deliveryMethod: 'standard',
    address: US_ADDRESS,
  },
  {
    id: '0dde0000-7d3f-4e21-8b6a-000000000005',
    username: 'demo.us',
    locale: 'en-us',
    daysAgo: 2,
    stage: 'processing',
    lines: [{ program: 'B200456', kind: 'RF25', quantity: 3 }],
    deliveryMethod: 'express',
    address: US_ADDRESS,
  },
  {
    id: '0dde0000-7d3f-4e21-8b6a-000000000006',
    username: 'demo.ca',
    locale: 'en-ca',
    daysAgo: 12,
    stage: 'shipped',
    lines: [
      { program: 'A100123', kind: 'MAN', quantity: 1 },
      { program: 'A100123', kind: 'RF25', quantity: 1 },
    ],
    deliveryMethod: 'standard',
    address: {
      fullName: 'Camille Tremblay',
      line1: '2325 rue de l’Université',
      city: 'Québec',
      region: 'QC',
      postcode: 'G1V 0A6',
      country: 'CA',
    },
  },
  {
    id: '0dde0000-7d3f-4e21-8b6a-000000000007',
    username: 'demo.gb',
    locale: 'en-gb',
    daysAgo: 21,
    stage: 'delivered',
    lines: [{ program: 'W550461', kind: 'KIT', quantity: 1 }],
    deliveryMethod: 'standard',
    address: {
      fullName: 'Oliver Hughes',
      line1: '14 Park Row',
      city: 'Leeds',
      postcode: 'LS1 5HD',
      country: 'GB',
    },
  },
];

const CARRIERS: Record<string, { carrier: string; trackingUrl: (number: string) => string }> = {
  US: { carrier: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}` },
  CA: {
    carrier: 'Canada Post',
    trackingUrl: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${n}`,
  },
  GB: {
    carrier: 'Royal Mail',
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Step {
  afterHours: number;
  state: 'order' | 'payment' | 'fulfilment';
  from: string | null;
  to: string;
  actor: string;
  note?: string;
}

/** The shipments of an order on account, each moving its states, and its payment once its invoices are paid. */
function onAccountShipped(demo: DemoOrder): Step[] {
  const shipped = demo.lines.map(() => 0);
  let order = 'processing';
  let fulfilment = 'unfulfilled';
  const steps = (demo.shipments ?? []).flatMap((shipment): Step[] => {
    shipment.quantities.forEach((quantity, position) => {
      shipped[position] = (shipped[position] ?? 0) + quantity;
    });
    const all = demo.lines.every((line, position) => (shipped[position] ?? 0) >= line.quantity);
    const [nextOrder, nextFulfilment] = all
      ? ['shipped', 'fulfilled']
      : ['partially-shipped', 'partially-fulfilled'];
    const afterHours = shipment.afterDays * 24;
    const changes: Step[] = [
      { afterHours, state: 'order', from: order, to: nextOrder, actor: 'operator' },
      { afterHours, state: 'fulfilment', from: fulfilment, to: nextFulfilment, actor: 'operator' },
    ];
    order = nextOrder;
    fulfilment = nextFulfilment;
    return changes.filter((step) => step.from !== step.to);
  });
  const paid: Step[] =
    demo.paidAfterDays === undefined
      ? []
      : [
          {
            afterHours: demo.paidAfterDays * 24,
            state: 'payment',
            from: 'on-account',
            to: 'paid',
            actor: 'store',
          },
        ];
  return [...steps, ...paid];
}

/** The dated history of each stage, from placement on. */
function historyOf(demo: DemoOrder, number: string): Step[] {
  const { stage, purchaseOrderNumber: po } = demo;
  const placed: Step[] = [
    { afterHours: 0, state: 'order', from: null, to: 'placed', actor: 'customer', note: number },
  ];
  const card: Step[] = [
    ...placed,
    { afterHours: 0, state: 'order', from: 'placed', to: 'awaiting-payment', actor: 'customer' },
    { afterHours: 0, state: 'payment', from: null, to: 'unpaid', actor: 'customer' },
    { afterHours: 0, state: 'fulfilment', from: null, to: 'unfulfilled', actor: 'customer' },
    { afterHours: 0, state: 'payment', from: 'unpaid', to: 'awaiting-payment', actor: 'customer' },
    {
      afterHours: 0.05,
      state: 'payment',
      from: 'awaiting-payment',
      to: 'paid',
      actor: 'provider',
      note: 'checkout.session.completed',
    },
    {
      afterHours: 0.05,
      state: 'order',
      from: 'awaiting-payment',
      to: 'processing',
      actor: 'provider',
      note: 'checkout.session.completed',
    },
  ];
  const shipped: Step[] = [
    ...card,
    { afterHours: 26, state: 'order', from: 'processing', to: 'shipped', actor: 'operator' },
    { afterHours: 26, state: 'fulfilment', from: 'unfulfilled', to: 'fulfilled', actor: 'operator' },
  ];
  switch (stage) {
    case 'processing':
      return card;
    case 'shipped':
      return shipped;
    case 'delivered':
      return [
        ...shipped,
        { afterHours: 98, state: 'order', from: 'shipped', to: 'delivered', actor: 'operator' },
      ];
    case 'digital':
      return [
        ...card,
        { afterHours: 0.05, state: 'fulfilment', from: 'unfulfilled', to: 'fulfilled', actor: 'store' },
      ];
    case 'on-account-shipped':
      return [...historyOf({ ...demo, stage: 'on-account' }, number), ...onAccountShipped(demo)];
    case 'on-account-digital':
      return [
        ...historyOf({ ...demo, stage: 'on-account' }, number),
        { afterHours: 0, state: 'fulfilment', from: 'unfulfilled', to: 'fulfilled', actor: 'store' },
      ];
    case 'transfer-cancelled': {
      const afterHours = (demo.cancelledAfterDays ?? 0) * 24;
      return [
        ...historyOf({ ...demo, stage: 'awaiting-transfer' }, number),
        { afterHours, state: 'order', from: 'awaiting-payment', to: 'cancelled', actor: 'customer' },
        { afterHours, state: 'payment', from: 'awaiting-payment', to: 'unpaid', actor: 'customer' },
      ];
    }
    case 'on-account':
      return [
        ...placed,
        { afterHours: 0, state: 'order', from: 'placed', to: 'processing', actor: 'customer' },
        {
          afterHours: 0,
          state: 'payment',
          from: null,
          to: 'on-account',
          actor: 'customer',
          ...(po ? { note: po } : {}),
        },
        { afterHours: 0, state: 'fulfilment', from: null, to: 'unfulfilled', actor: 'customer' },
      ];
    case 'awaiting-transfer':
      return [
        ...placed,
        { afterHours: 0, state: 'order', from: 'placed', to: 'awaiting-payment', actor: 'customer' },
        {
          afterHours: 0,
          state: 'payment',
          from: null,
          to: 'awaiting-payment',
          actor: 'customer',
          note: number,
        },
        { afterHours: 0, state: 'fulfilment', from: null, to: 'unfulfilled', actor: 'customer' },
      ];
  }
}

/** The last state each of the three reached. */
function finalStates(steps: readonly Step[]) {
  const last = (state: Step['state']) => steps.findLast((s) => s.state === state)?.to ?? 'unfulfilled';
  return { status: last('order'), paymentStatus: last('payment'), fulfilmentStatus: last('fulfilment') };
}

/** A carrier for the stores without one of their own above. */
const COURIER = {
  carrier: 'DHL Express',
  trackingUrl: (n: string) => `https://www.dhl.com/track?tracking-id=${n}`,
};

async function insertDemoOrder(tx: Tx, demo: DemoOrder, now: Date): Promise<void> {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === demo.username);
  const { storeId, language } = localeInfo(demo.locale);
  const site = SITES.get(storeId);
  const currency = CURRENCIES.find((c) => c === site?.currency);
  if (!customer || !site || !currency) {
    throw new Error(`demo order ${demo.id}: no customer ${demo.username} or site ${storeId}`);
  }
  const placedAt = new Date(now.getTime() - demo.daysAgo * DAY);
  const lines = demo.lines.map((line, position) => {
    const program = programByCode(line.program);
    const item = program?.items.find((i) => i.kind === line.kind);
    if (!program || !item || !program.stores.includes(storeId)) {
      throw new Error(`demo order ${demo.id}: ${line.program}-${line.kind} is not sold in ${storeId}`);
    }
    const unitPrice = toMinorUnits(item.prices[currency].price, currency);
    return {
      orderId: demo.id,
      position,
      itemCode: item.code,
      productCode: program.code,
      name: itemName(program.texts[language].name, item.kind, language),
      format: item.format,
      digital: item.digital,
      taxClass: TAX_CLASS_BY_FORMAT[item.format][item.digital ? 'digital' : 'physical'],
      quantity: line.quantity,
      unitPrice,
      net: unitPrice * line.quantity,
      licence:
        item.digital && (demo.stage === 'digital' || demo.stage === 'on-account-digital')
          ? licenceCode()
          : null,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.net, 0);
  const charge = demo.deliveryMethod ? (deliveryCharge(site, demo.deliveryMethod, subtotal) ?? 0) : 0;
  const tax = computeTax({
    storeId,
    delivery: { country: demo.address.country, region: demo.address.region },
    lines: lines.map((l) => ({ key: l.itemCode, net: l.net, currency, taxClass: l.taxClass })),
    shippingNet: charge,
    buyer: { kind: 'standard' },
  });
  const taxByLine = new Map(tax.lines.map((line) => [line.key, line]));
  const number = await nextOrderNumber(tx, storeId, placedAt);
  const steps = historyOf(demo, number);
  const paymentType = demo.purchaseOrderNumber
    ? 'purchase-order'
    : demo.stage === 'awaiting-transfer' || demo.stage === 'transfer-cancelled'
      ? 'bank-transfer'
      : 'card';
  const card = paymentType === 'card';
  await tx.insert(orders).values({
    id: demo.id,
    number,
    userId: customer.id,
    siteId: storeId,
    locale: demo.locale,
    currency,
    cartId: demo.id,
    email: customer.email,
    ...finalStates(steps),
    paymentType,
    deliveryAddress: { id: demo.id, ...demo.address },
    deliveryMethod: demo.deliveryMethod ?? 'none',
    subtotal,
    deliveryCharge: charge,
    taxTotal: tax.taxTotal,
    total: tax.grossTotal,
    tax,
    checkoutSessionId: card ? `cs_demo_${demo.id.slice(-6)}` : null,
    paymentIntentId: card ? `pi_demo_${demo.id.slice(-6)}` : null,
    purchaseOrderNumber: demo.purchaseOrderNumber ?? null,
    paymentReference: paymentType === 'bank-transfer' ? number : null,
    placedAt: placedAt.toISOString(),
    updatedAt: new Date(placedAt.getTime() + (steps.at(-1)?.afterHours ?? 0) * HOUR).toISOString(),
  });
  await tx.insert(orderLines).values(
    lines.map((line) => ({
      ...line,
      tax: taxByLine.get(line.itemCode)?.tax ?? 0,
      taxComponents: taxByLine.get(line.itemCode)?.components ?? [],
    })),
  );
  // Written with their own dates: recordChanges dates a change now, and these lie in the past.
  await tx.insert(orderHistory).values(
    steps.map((step) => ({
      orderId: demo.id,
      at: new Date(placedAt.getTime() + step.afterHours * HOUR).toISOString(),
      actor: step.actor,
      state: step.state,
      from: step.from,
      to: step.to,
      note: step.note ?? null,
    })),
  );
  const carrier = CARRIERS[demo.address.country];
  for (const [index, shipment] of (demo.shipments ?? []).entries()) {
    const { carrier: name, trackingUrl } = carrier ?? COURIER;
    const trackingNumber = `1Z${number.replace(/\D/g, '').slice(-10)}${index}DEMO`;
    await tx.insert(orderShipments).values({
      id: demo.id.replace(/^0dde1000/, `5b1e100${index}`),
      orderId: demo.id,
      carrier: name,
      trackingNumber,
      trackingUrl: trackingUrl(trackingNumber),
      lines: shipment.quantities.flatMap((quantity, position) =>
        quantity > 0 ? [{ position, quantity }] : [],
      ),
      shippedAt: new Date(placedAt.getTime() + shipment.afterDays * DAY).toISOString(),
    });
  }
  const shippedStep = steps.find((s) => s.state === 'order' && s.to === 'shipped');
  if (shippedStep && carrier && !demo.shipments) {
    const trackingNumber = `1Z${number.replace(/\D/g, '').slice(-10)}DEMO`;
    await tx.insert(orderShipments).values({
      id: demo.id.replace(/^0dde0000/, '5b1e0000'),
      orderId: demo.id,
      carrier: carrier.carrier,
      trackingNumber,
      trackingUrl: carrier.trackingUrl(trackingNumber),
      lines: lines.map(({ position, quantity }) => ({ position, quantity })),
      shippedAt: new Date(placedAt.getTime() + shippedStep.afterHours * HOUR).toISOString(),
    });
  }
}

/** Seeds the demo orders not yet there, in one transaction; answers how many were added. */
export async function seedDemoOrders(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const present = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.id,
          [...DEMO_ORDERS, ...DEMO_INVOICE_ORDERS].map((o) => o.id),
        ),
      );
    const missing = [...DEMO_ORDERS, ...DEMO_INVOICE_ORDERS].filter(
      (demo) => !present.some((row) => row.id === demo.id),
    );
    // Oldest first, so that the numbers follow the dates.
    for (const demo of missing.toSorted((a, b) => b.daysAgo - a.daysAgo))
      await insertDemoOrder(tx, demo, now);
    await seedDemoInvoices(
      tx,
      missing.filter((demo) => DEMO_INVOICE_ORDERS.includes(demo)),
      now,
    );
    return missing.length;
  });
}
