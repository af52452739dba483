import type { TaxComponentAmount, TaxComputation } from '../tax/compute-tax.ts';

/**
 * An invoice's amounts copied from its order (docs/invoices.md). A line invoiced in parts is shared
 * by quantity with a running rounding: the part for units (before, before + now] of a line of
 * `whole` units is round(amount × (before + now) / whole) − round(amount × before / whole), so the
 * parts add up to the line exactly and the last invoice of a line takes what rounding left over.
 */

export function shareOf(amount: number, whole: number, before: number, now: number): number {
  const upTo = (units: number) => Math.round((amount * units) / whole);
  return upTo(before + now) - upTo(before);
}

export interface InvoicedOrderLine {
  position: number;
  itemCode: string;
  name: string;
  quantity: number;
  unitPrice: number;
  net: number;
  tax: number;
  taxComponents: TaxComponentAmount[];
}

/** A part of an order line to invoice: `quantity` units after the `before` units invoiced already. */
export interface LinePart {
  line: InvoicedOrderLine;
  before: number;
  quantity: number;
}

export interface InvoiceLineDraft {
  position: number;
  kind: 'item' | 'delivery';
  orderLinePosition: number | null;
  itemCode: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  net: number;
  tax: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLineDraft[];
  /** Per tax name and rate, in the order the lines first name them. */
  components: TaxComponentAmount[];
  net: number;
  tax: number;
  total: number;
}

function addComponents(totals: Map<string, TaxComponentAmount>, components: readonly TaxComponentAmount[]) {
  for (const component of components) {
    const key = `${component.name}@${component.rate}`;
    const total = totals.get(key) ?? { name: component.name, rate: component.rate, amount: 0 };
    total.amount += component.amount;
    totals.set(key, total);
  }
}

/**
 * The lines, taxes and totals of an invoice of these parts, and of the order's delivery charge when
 * `delivery` is given (the charge is invoiced once, whole). A line's tax is the sum of its components'
 * shares, so the components and the lines agree to the unit.
 */
export function invoiceAmounts(
  parts: readonly LinePart[],
  delivery: { name: string; shipping: TaxComputation['shipping'] } | undefined,
): InvoiceAmounts {
  const totals = new Map<string, TaxComponentAmount>();
  const lines: InvoiceLineDraft[] = parts.map(({ line, before, quantity }, index) => {
    const components = line.taxComponents.map((c) => ({
      ...c,
      amount: shareOf(c.amount, line.quantity, before, quantity),
    }));
    addComponents(totals, components);
    return {
      position: index + 1,
      kind: 'item',
      orderLinePosition: line.position,
      itemCode: line.itemCode,
      name: line.name,
      quantity,
      unitPrice: line.unitPrice,
      net: shareOf(line.net, line.quantity, before, quantity),
      tax:
        components.length > 0
          ? components.reduce((sum, c) => sum + c.amount, 0)
          : shareOf(line.tax, line.quantity, before, quantity),
    };
  });
  if (delivery && (delivery.shipping.net > 0 || delivery.shipping.tax > 0)) {
    addComponents(totals, delivery.shipping.components);
    lines.push({
      position: lines.length + 1,
      kind: 'delivery',
      orderLinePosition: null,
      itemCode: null,
      name: delivery.name,
      quantity: 1,
      unitPrice: delivery.shipping.net,
      net: delivery.shipping.net,
      tax: delivery.shipping.tax,
    });
  }
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  return { lines, components: [...totals.values()], net, tax, total: net + tax };
}
