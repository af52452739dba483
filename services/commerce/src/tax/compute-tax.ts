import { ALL_LOCALE_INFO, type StoreId } from '@store/locales';
import {
  EU_REVERSE_CHARGE,
  SHIPPED_CLASSES,
  TAX_CLASSES,
  TAX_RATES,
  type TaxClass,
  type TaxRateRow,
} from './tax-rates.ts';

/**
 * The tax of an order (docs/tax.md): pure, from the table of tax-rates.ts. Amounts are net
 * (tax-exclusive) integers in the currency's minor unit (cents; yen for JPY).
 */

export interface TaxLineInput {
  key: string;
  net: number;
  currency: string;
  taxClass: TaxClass;
}

/**
 * standard: charged by the table. exempt: a US or Canadian exemption certificate, charged nothing
 * until an operator has reviewed it. vat-registered: a business buyer's VAT number country.
 */
export type TaxBuyer =
  { kind: 'standard' } | { kind: 'exempt' } | { kind: 'vat-registered'; vatCountry: string };

export interface TaxInput {
  storeId: StoreId;
  /** The delivery address; for an order with nothing to deliver, the billing address. */
  delivery: { country: string; region?: string | undefined };
  lines: readonly TaxLineInput[];
  shippingNet: number;
  buyer: TaxBuyer;
}

export interface TaxComponentAmount {
  name: string;
  /** Percent, as the table gives it (9.975). */
  rate: number;
  amount: number;
}

/** A component as an invoice totals it: the net it was charged on and the tax. */
export interface TaxComponentTotal extends TaxComponentAmount {
  base: number;
}

export interface TaxedLine {
  key: string;
  taxClass: TaxClass;
  net: number;
  components: TaxComponentAmount[];
  tax: number;
}

export type TaxTreatment = 'charged' | 'exempt' | 'reverse-charge';

export interface TaxComputation {
  currency: string;
  treatment: TaxTreatment;
  /** What the invoice cites for a reverse charge. */
  legalBasis?: string;
  jurisdiction: { country: string; region: string | null; name: string };
  source: string;
  checked: string;
  lines: TaxedLine[];
  shipping: { net: number; components: TaxComponentTotal[]; tax: number };
  /** Per tax name and rate, in the order the table prints them. */
  components: TaxComponentTotal[];
  netTotal: number;
  /** The sum of the rounded line taxes and the shipping tax. */
  taxTotal: number;
  grossTotal: number;
}

/** Where the tax was worked out, and on whose authority. */
type Place = Pick<TaxComputation, 'legalBasis' | 'jurisdiction' | 'source' | 'checked'>;

export type TaxRefusalReason = 'outside-store-area' | 'region-required' | 'exemption-not-offered';

/** A delivery or buyer the store cannot tax: the caller answers 422 with `message`. */
export class TaxRefusal extends Error {
  override name = 'TaxRefusal';
  readonly reason: TaxRefusalReason;

  constructor(reason: TaxRefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

const MILLION = 1_000_000n;

/** The tax on a net amount at a percent, rounded half away from zero to the minor unit. */
function taxOn(net: number, percent: number): number {
  const perMillion = BigInt(Math.round(percent * 10_000));
  const exact = BigInt(Math.abs(net)) * perMillion;
  return Math.sign(net) * Number((exact * 2n + MILLION) / (2n * MILLION));
}

function storeCurrency(storeId: StoreId): string {
  const info = ALL_LOCALE_INFO.find((l) => l.storeId === storeId);
  if (!info) throw new RangeError(`No locale serves store ${storeId}.`);
  return info.currency;
}

function checkInput(input: TaxInput, currency: string): void {
  const amounts = [input.shippingNet, ...input.lines.map((l) => l.net)];
  if (!amounts.every((a) => Number.isSafeInteger(a) && a >= 0))
    throw new RangeError('Tax needs net amounts as non-negative integers in minor units.');
  const foreign = input.lines.find((l) => l.currency !== currency);
  if (foreign)
    throw new RangeError(
      `Line ${foreign.key} is in ${foreign.currency}; store ${input.storeId} sells in ${currency}.`,
    );
}

function placeName(country: string, region: string | undefined): string {
  return region ? `${country}-${region}` : country;
}

function rowFor(storeId: StoreId, country: string, region: string | undefined): TaxRateRow {
  const rows = TAX_RATES.filter((r) => r.storeId === storeId);
  const inCountry = rows.filter((r) => r.country === country);
  if (inCountry.length === 0) {
    const countries = [...new Set(rows.map((r) => r.country))].join(', ');
    throw new TaxRefusal(
      'outside-store-area',
      `Store ${storeId} does not deliver to ${country}; it delivers to ${countries}.`,
    );
  }
  const exact = region === undefined ? undefined : inCountry.find((r) => r.region === region);
  if (exact) return exact;
  const whole = inCountry.find((r) => r.region === null);
  if (whole && region !== undefined && whole.excluded?.regions.includes(region)) {
    throw new TaxRefusal(
      'outside-store-area',
      `Store ${storeId} does not deliver to ${placeName(country, region)}: ${whole.excluded.reason}`,
    );
  }
  if (whole) return whole;
  if (region === undefined) {
    throw new TaxRefusal(
      'region-required',
      `A delivery to ${country} needs its state, province or territory to work out the tax.`,
    );
  }
  throw new TaxRefusal(
    'outside-store-area',
    `Store ${storeId} does not deliver to ${placeName(country, region)}; it delivers to ${inCountry
      .map((r) => r.region)
      .join(', ')} in ${country}.`,
  );
}

/** Whether an EU store sells VAT-free to a buyer registered, and receiving the goods, in another member state. */
function reverseCharged(storeId: StoreId, buyer: TaxBuyer, deliveryCountry: string): boolean {
  if (buyer.kind !== 'vat-registered') return false;
  const { memberStates, vatPrefixes } = EU_REVERSE_CHARGE;
  const prefix = buyer.vatCountry.trim().toUpperCase();
  const vatCountry = vatPrefixes.get(prefix) ?? prefix;
  const storeCountries = new Set(TAX_RATES.filter((r) => r.storeId === storeId).map((r) => r.country));
  const euStore = [...storeCountries].every((c) => memberStates.has(c));
  const abroad = (country: string) => memberStates.has(country) && !storeCountries.has(country);
  return euStore && abroad(vatCountry) && abroad(deliveryCountry);
}

/**
 * The delivery charge follows the goods it carries: it is split over the shipped tax classes in
 * proportion to their net (largest remainder), or is all goods when nothing shipped is listed.
 */
function shippingShares(shippingNet: number, lines: readonly TaxLineInput[]): Array<[TaxClass, number]> {
  if (shippingNet === 0) return [];
  const weights = TAX_CLASSES.filter((c) => SHIPPED_CLASSES.has(c))
    .map((c): [TaxClass, number] => [c, lines.filter((l) => l.taxClass === c).reduce((s, l) => s + l.net, 0)])
    .filter(([, weight]) => weight > 0);
  const total = weights.reduce((s, [, w]) => s + w, 0);
  if (total === 0) return [['goods', shippingNet]];
  const shares = weights.map(([taxClass, weight]) => {
    const exact = BigInt(shippingNet) * BigInt(weight);
    return { taxClass, net: Number(exact / BigInt(total)), remainder: Number(exact % BigInt(total)) };
  });
  let left = shippingNet - shares.reduce((s, x) => s + x.net, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    share.net += 1;
    left -= 1;
  }
  return shares.map((s) => [s.taxClass, s.net]);
}

function addTo(totals: Map<string, TaxComponentTotal>, base: number, component: TaxComponentAmount): void {
  const key = `${component.name}@${component.rate}`;
  const total = totals.get(key) ?? { name: component.name, rate: component.rate, base: 0, amount: 0 };
  total.base += base;
  total.amount += component.amount;
  totals.set(key, total);
}

/** Sorted the way the row lists its components, then the higher rate first. */
function ordered(totals: Map<string, TaxComponentTotal>, row: TaxRateRow): TaxComponentTotal[] {
  const position = (name: string) => row.components.findIndex((c) => c.name === name);
  return [...totals.values()].sort((a, b) => position(a.name) - position(b.name) || b.rate - a.rate);
}

export function computeTax(input: TaxInput): TaxComputation {
  const currency = storeCurrency(input.storeId);
  checkInput(input, currency);
  const country = input.delivery.country.trim().toUpperCase();
  const region = input.delivery.region?.trim().toUpperCase() || undefined;
  const netTotal = input.lines.reduce((s, l) => s + l.net, input.shippingNet);
  const untaxed = (treatment: TaxTreatment, place: Place): TaxComputation => ({
    currency,
    treatment,
    ...place,
    lines: input.lines.map((l) => ({ key: l.key, taxClass: l.taxClass, net: l.net, components: [], tax: 0 })),
    shipping: { net: input.shippingNet, components: [], tax: 0 },
    components: [],
    netTotal,
    taxTotal: 0,
    grossTotal: netTotal,
  });

  if (reverseCharged(input.storeId, input.buyer, country)) {
    return untaxed('reverse-charge', {
      legalBasis: EU_REVERSE_CHARGE.legalBasis,
      jurisdiction: { country, region: region ?? null, name: `Intra-EU supply to ${country}` },
      source: EU_REVERSE_CHARGE.source,
      checked: EU_REVERSE_CHARGE.checked,
    });
  }

  const row = rowFor(input.storeId, country, region);
  const place: Place = {
    jurisdiction: { country: row.country, region: row.region, name: row.jurisdiction },
    source: row.source,
    checked: row.checked,
  };
  if (input.buyer.kind === 'exempt') {
    if (!row.exemptionCertificates) {
      throw new TaxRefusal(
        'exemption-not-offered',
        `Tax exemption certificates are not taken for deliveries to ${row.jurisdiction}.`,
      );
    }
    return untaxed('exempt', place);
  }

  const totals = new Map<string, TaxComponentTotal>();
  const lines = input.lines.map((line): TaxedLine => {
    const components = row.components.map((c) => {
      const rate = c.rates[line.taxClass];
      return { name: c.name, rate, amount: taxOn(line.net, rate) };
    });
    for (const component of components) addTo(totals, line.net, component);
    const tax = components.reduce((s, c) => s + c.amount, 0);
    return { key: line.key, taxClass: line.taxClass, net: line.net, components, tax };
  });

  const shippingTotals = new Map<string, TaxComponentTotal>();
  if (row.shippingTaxed) {
    for (const [taxClass, net] of shippingShares(input.shippingNet, input.lines)) {
      for (const c of row.components) {
        const rate = c.rates[taxClass];
        const component = { name: c.name, rate, amount: taxOn(net, rate) };
        addTo(shippingTotals, net, component);
        addTo(totals, net, component);
      }
    }
  }
  const shippingComponents = ordered(shippingTotals, row);
  const shippingTax = shippingComponents.reduce((s, c) => s + c.amount, 0);
  const taxTotal = lines.reduce((s, l) => s + l.tax, shippingTax);

  return {
    currency,
    treatment: 'charged',
    ...place,
    lines,
    shipping: { net: input.shippingNet, components: shippingComponents, tax: shippingTax },
    components: ordered(totals, row),
    netTotal,
    taxTotal,
    grossTotal: netTotal + taxTotal,
  };
}
