import { describe, expect, it } from 'vitest';
import type { StoreId } from '@store/locales';
import { computeTax, TaxRefusal, type TaxBuyer, type TaxInput, type TaxLineInput } from './compute-tax.ts';
import type { TaxClass } from './tax-rates.ts';

const CURRENCY: Record<StoreId, string> = {
  usassessments: 'USD',
  caassessments: 'CAD',
  ukassessments: 'GBP',
  nlassessments: 'EUR',
  esassessments: 'EUR',
  auassessments: 'AUD',
  nzassessments: 'NZD',
  sgassessments: 'SGD',
  asiaassessments: 'JPY',
};

function order(
  storeId: StoreId,
  delivery: TaxInput['delivery'],
  lines: ReadonlyArray<readonly [taxClass: TaxClass, net: number]>,
  shippingNet = 0,
  buyer: TaxBuyer = { kind: 'standard' },
): TaxInput {
  return {
    storeId,
    delivery,
    lines: lines.map(([taxClass, net], i): TaxLineInput => ({
      key: `line-${i + 1}`,
      net,
      currency: CURRENCY[storeId],
      taxClass,
    })),
    shippingNet,
    buyer,
  };
}

const lineTaxes = (input: TaxInput) => computeTax(input).lines.map((l) => l.tax);

function refusal(input: TaxInput): TaxRefusal {
  try {
    computeTax(input);
  } catch (error) {
    if (error instanceof TaxRefusal) return error;
    throw error;
  }
  throw new Error('expected a TaxRefusal');
}

describe('US sales tax by state of delivery', () => {
  it('charges Texas 6.25% per line and on the delivery charge, shared over the shipped lines', () => {
    const result = computeTax(
      order(
        'usassessments',
        { country: 'US', region: 'TX' },
        [
          ['goods', 48_000],
          ['printed-book', 12_000],
          ['digital-service', 9_000],
        ],
        1_500,
      ),
    );
    expect(result.lines.map((l) => l.components)).toEqual([
      [{ name: 'Sales tax', rate: 6.25, amount: 3_000 }],
      [{ name: 'Sales tax', rate: 6.25, amount: 750 }],
      [{ name: 'Sales tax', rate: 6.25, amount: 563 }],
    ]);
    // 1,500 split 1,200 goods / 300 book: 75 + 18.75 → 19.
    expect(result.shipping).toEqual({
      net: 1_500,
      components: [{ name: 'Sales tax', rate: 6.25, base: 1_500, amount: 94 }],
      tax: 94,
    });
    expect(result.components).toEqual([{ name: 'Sales tax', rate: 6.25, base: 70_500, amount: 4_407 }]);
    expect(result).toMatchObject({
      currency: 'USD',
      treatment: 'charged',
      jurisdiction: { country: 'US', region: 'TX', name: 'Texas, United States' },
      netTotal: 70_500,
      taxTotal: 4_407,
      grossTotal: 74_907,
    });
    expect(result.source).toContain('comptroller.texas.gov');
  });

  it('charges nothing in Oregon, which has no sales tax', () => {
    const result = computeTax(
      order('usassessments', { country: 'US', region: 'OR' }, [['goods', 48_000]], 1_500),
    );
    expect(result.lines[0]).toMatchObject({ components: [], tax: 0 });
    expect(result).toMatchObject({ taxTotal: 0, grossTotal: 49_500, components: [] });
  });

  it('leaves a separately stated delivery charge untaxed in California', () => {
    const result = computeTax(
      order('usassessments', { country: 'US', region: 'CA' }, [['goods', 10_000]], 1_000),
    );
    expect(result.lines[0]?.tax).toBe(725);
    expect(result.shipping).toEqual({ net: 1_000, components: [], tax: 0 });
    expect(result.taxTotal).toBe(725);
  });

  it('accepts region codes in any case and with spaces', () => {
    const result = computeTax(order('usassessments', { country: ' us', region: 'ny ' }, [['goods', 10_000]]));
    expect(result.jurisdiction).toEqual({ country: 'US', region: 'NY', name: 'New York, United States' });
    expect(result.taxTotal).toBe(400);
  });
});

describe('Canadian GST, HST and provincial taxes by province', () => {
  it('charges Ontario HST at 13%, and 5% on a printed book (provincial part rebated)', () => {
    const result = computeTax(
      order(
        'caassessments',
        { country: 'CA', region: 'ON' },
        [
          ['goods', 10_000],
          ['printed-book', 10_000],
        ],
        1_000,
      ),
    );
    expect(lineTaxes(order('caassessments', { country: 'CA', region: 'ON' }, [['e-book', 10_000]]))).toEqual([
      1_300,
    ]);
    expect(result.lines.map((l) => l.tax)).toEqual([1_300, 500]);
    expect(result.components).toEqual([
      { name: 'HST', rate: 13, base: 10_500, amount: 1_365 },
      { name: 'HST', rate: 5, base: 10_500, amount: 525 },
    ]);
    expect(result.taxTotal).toBe(1_890);
  });

  it('charges British Columbia GST and PST separately, PST not on books', () => {
    const result = computeTax(
      order(
        'caassessments',
        { country: 'CA', region: 'BC' },
        [
          ['goods', 10_000],
          ['printed-book', 5_000],
        ],
        1_500,
      ),
    );
    expect(result.lines.map((l) => l.components)).toEqual([
      [
        { name: 'GST', rate: 5, amount: 500 },
        { name: 'PST', rate: 7, amount: 700 },
      ],
      [
        { name: 'GST', rate: 5, amount: 250 },
        { name: 'PST', rate: 0, amount: 0 },
      ],
    ]);
    // Delivery 1,000 goods / 500 book: GST 50 + 25, PST 70 + 0.
    expect(result.shipping.tax).toBe(145);
    expect(result.components).toEqual([
      { name: 'GST', rate: 5, base: 16_500, amount: 825 },
      { name: 'PST', rate: 7, base: 11_000, amount: 770 },
      { name: 'PST', rate: 0, base: 5_500, amount: 0 },
    ]);
  });

  it('charges Quebec GST and QST, each rounded on its own', () => {
    const result = computeTax(order('caassessments', { country: 'CA', region: 'QC' }, [['goods', 10_000]]));
    expect(result.lines[0]?.components).toEqual([
      { name: 'GST', rate: 5, amount: 500 },
      { name: 'QST', rate: 9.975, amount: 998 },
    ]);
    expect(result.taxTotal).toBe(1_498);
  });

  it('charges GST alone in a territory (Yukon)', () => {
    const result = computeTax(
      order('caassessments', { country: 'CA', region: 'YT' }, [['digital-service', 10_000]]),
    );
    expect(result.components).toEqual([{ name: 'GST', rate: 5, base: 10_000, amount: 500 }]);
    expect(result.jurisdiction.name).toBe('Yukon, Canada');
  });
});

describe('VAT, GST and consumption tax stores', () => {
  it('UK: VAT 20%, books zero-rated, delivery shared by what it carries', () => {
    const result = computeTax(
      order(
        'ukassessments',
        { country: 'GB' },
        [
          ['goods', 20_000],
          ['printed-book', 5_000],
        ],
        1_000,
      ),
    );
    expect(result.lines.map((l) => l.tax)).toEqual([4_000, 0]);
    expect(result.components).toEqual([
      { name: 'VAT', rate: 20, base: 20_800, amount: 4_160 },
      { name: 'VAT', rate: 0, base: 5_200, amount: 0 },
    ]);
    expect(result).toMatchObject({ currency: 'GBP', taxTotal: 4_160, grossTotal: 30_160 });
  });

  it('NL: BTW 21%, 9% on books and e-books', () => {
    expect(
      lineTaxes(
        order('nlassessments', { country: 'NL' }, [
          ['goods', 10_000],
          ['e-book', 1_000],
          ['printed-book', 1_000],
        ]),
      ),
    ).toEqual([2_100, 90, 90]);
  });

  it('ES: IVA 21%, 4% on books, mainland and Balearic Islands', () => {
    const input = order('esassessments', { country: 'ES', region: 'PM' }, [
      ['goods', 10_000],
      ['printed-book', 3_000],
    ]);
    expect(lineTaxes(input)).toEqual([2_100, 120]);
    expect(computeTax(input).components.map((c) => [c.name, c.rate])).toEqual([
      ['IVA', 21],
      ['IVA', 4],
    ]);
  });

  it('ES: refuses the Canary Islands, Ceuta and Melilla, outside the EU VAT area', () => {
    for (const region of ['TF', 'GC', 'CE', 'ML']) {
      const error = refusal(order('esassessments', { country: 'ES', region }, [['goods', 10_000]]));
      expect(error.reason).toBe('outside-store-area');
      expect(error.message).toContain('outside the EU VAT area');
    }
  });

  it('AU, NZ and SG: GST 10%, 15% and 9%, delivery included', () => {
    const gst = (storeId: StoreId, country: string) =>
      computeTax(order(storeId, { country }, [['printed-book', 10_000]], 1_000));
    expect(gst('auassessments', 'AU')).toMatchObject({ currency: 'AUD', taxTotal: 1_100 });
    expect(gst('nzassessments', 'NZ')).toMatchObject({ currency: 'NZD', taxTotal: 1_650 });
    expect(gst('sgassessments', 'SG')).toMatchObject({ currency: 'SGD', taxTotal: 990 });
    expect(gst('sgassessments', 'SG').components).toEqual([
      { name: 'GST', rate: 9, base: 11_000, amount: 990 },
    ]);
  });

  it('JP: consumption tax 10% in whole yen', () => {
    const result = computeTax(
      order('asiaassessments', { country: 'JP' }, [
        ['goods', 48_000],
        ['digital-service', 1_234],
        ['digital-service', 1_235],
      ]),
    );
    expect(result.lines.map((l) => l.tax)).toEqual([4_800, 123, 124]);
    expect(result.components).toEqual([{ name: '消費税', rate: 10, base: 50_469, amount: 5_047 }]);
    expect(result.currency).toBe('JPY');
  });
});

describe('rounding', () => {
  const texas = (nets: number[]) =>
    order(
      'usassessments',
      { country: 'US', region: 'TX' },
      nets.map((net) => ['goods', net] as const),
    );

  it('rounds half a cent away from zero, per line', () => {
    expect(lineTaxes(texas([8, 24, 9_000, 9_999, 7]))).toEqual([1, 2, 563, 625, 0]);
    expect(lineTaxes(order('usassessments', { country: 'US', region: 'MO' }, [['goods', 10_000]]))).toEqual([
      423,
    ]);
  });

  it('totals the rounded line taxes, not the tax of the total', () => {
    // Three lines of 8 cents: 0.5 cent each rounds to 1, though 24 cents at 6.25% is 1.5 → 2.
    const result = computeTax(texas([8, 8, 8]));
    expect(result.taxTotal).toBe(3);
    expect(result.components).toEqual([{ name: 'Sales tax', rate: 6.25, base: 24, amount: 3 }]);
  });

  it('shares an odd delivery charge to the cent, the remainder to the largest fraction', () => {
    const result = computeTax(
      order(
        'ukassessments',
        { country: 'GB' },
        [
          ['goods', 100],
          ['printed-book', 200],
        ],
        1_001,
      ),
    );
    // 1,001 × 1/3 = 333.67 → 334 goods; 667 book.
    expect(result.components).toEqual([
      { name: 'VAT', rate: 20, base: 434, amount: 87 },
      { name: 'VAT', rate: 0, base: 867, amount: 0 },
    ]);
  });

  it('taxes a delivery charge on a digital-only order as goods', () => {
    const result = computeTax(order('ukassessments', { country: 'GB' }, [['digital-service', 1_000]], 500));
    expect(result.shipping).toEqual({
      net: 500,
      components: [{ name: 'VAT', rate: 20, base: 500, amount: 100 }],
      tax: 100,
    });
  });
});

describe('exemption certificates', () => {
  it('charges nothing to a US buyer with a certificate, and says so for review', () => {
    const result = computeTax(
      order('usassessments', { country: 'US', region: 'TX' }, [['goods', 48_000]], 1_500, { kind: 'exempt' }),
    );
    expect(result).toMatchObject({
      treatment: 'exempt',
      taxTotal: 0,
      grossTotal: 49_500,
      components: [],
      jurisdiction: { region: 'TX' },
    });
    expect(result.lines[0]).toMatchObject({ tax: 0, components: [] });
  });

  it('takes Canadian certificates too', () => {
    const result = computeTax(
      order('caassessments', { country: 'CA', region: 'QC' }, [['goods', 10_000]], 0, { kind: 'exempt' }),
    );
    expect(result).toMatchObject({ treatment: 'exempt', taxTotal: 0 });
  });

  it('refuses a certificate elsewhere', () => {
    const error = refusal(
      order('ukassessments', { country: 'GB' }, [['goods', 10_000]], 0, { kind: 'exempt' }),
    );
    expect(error.reason).toBe('exemption-not-offered');
  });

  it('still refuses a place outside the table', () => {
    const error = refusal(
      order('usassessments', { country: 'US', region: 'PR' }, [['goods', 10_000]], 0, { kind: 'exempt' }),
    );
    expect(error.reason).toBe('outside-store-area');
  });
});

describe('EU reverse charge', () => {
  const vat = (vatCountry: string): TaxBuyer => ({ kind: 'vat-registered', vatCountry });

  it('NL store, Belgian VAT number, delivery in Belgium: no VAT, with the reverse-charge note', () => {
    const result = computeTax(
      order('nlassessments', { country: 'BE' }, [['goods', 10_000]], 1_000, vat('BE')),
    );
    expect(result).toMatchObject({
      treatment: 'reverse-charge',
      legalBasis: 'Article 196, Council Directive 2006/112/EC',
      jurisdiction: { country: 'BE' },
      taxTotal: 0,
      grossTotal: 11_000,
    });
    expect(result.source).toContain('2006/112/EC');
  });

  it('reads the Greek VAT prefix EL as Greece', () => {
    const result = computeTax(order('esassessments', { country: 'GR' }, [['goods', 10_000]], 0, vat('EL')));
    expect(result.treatment).toBe('reverse-charge');
  });

  it('charges a Dutch VAT number in the NL store (domestic B2B)', () => {
    const result = computeTax(order('nlassessments', { country: 'NL' }, [['goods', 10_000]], 0, vat('NL')));
    expect(result).toMatchObject({ treatment: 'charged', taxTotal: 2_100 });
  });

  it('charges a Belgian VAT number when the goods stay in the Netherlands', () => {
    const result = computeTax(order('nlassessments', { country: 'NL' }, [['goods', 10_000]], 0, vat('BE')));
    expect(result).toMatchObject({ treatment: 'charged', taxTotal: 2_100 });
  });

  it('charges VAT to a UK business buyer in the UK store', () => {
    const result = computeTax(order('ukassessments', { country: 'GB' }, [['goods', 10_000]], 0, vat('GB')));
    expect(result).toMatchObject({ treatment: 'charged', taxTotal: 2_000 });
  });

  it('refuses a delivery to another member state without an EU VAT number', () => {
    expect(refusal(order('nlassessments', { country: 'BE' }, [['goods', 10_000]])).reason).toBe(
      'outside-store-area',
    );
    expect(refusal(order('nlassessments', { country: 'BE' }, [['goods', 10_000]], 0, vat('NL'))).reason).toBe(
      'outside-store-area',
    );
    expect(refusal(order('nlassessments', { country: 'BE' }, [['goods', 10_000]], 0, vat('GB'))).reason).toBe(
      'outside-store-area',
    );
  });
});

describe('places outside the table', () => {
  it('refuses a state the table does not hold', () => {
    const error = refusal(order('usassessments', { country: 'US', region: 'PR' }, [['goods', 10_000]]));
    expect(error).toBeInstanceOf(TaxRefusal);
    expect(error.reason).toBe('outside-store-area');
    expect(error.message).toContain('US-PR');
  });

  it('refuses another country', () => {
    const error = refusal(order('usassessments', { country: 'CA', region: 'ON' }, [['goods', 10_000]]));
    expect(error.message).toBe('Store usassessments does not deliver to CA; it delivers to US.');
  });

  it('asks for the province when a Canadian delivery has none', () => {
    expect(refusal(order('caassessments', { country: 'CA' }, [['goods', 10_000]])).reason).toBe(
      'region-required',
    );
    expect(refusal(order('caassessments', { country: 'CA', region: ' ' }, [['goods', 10_000]])).reason).toBe(
      'region-required',
    );
  });

  it('refuses a Japanese store delivery outside Japan', () => {
    expect(refusal(order('asiaassessments', { country: 'KR' }, [['goods', 10_000]])).reason).toBe(
      'outside-store-area',
    );
  });
});

describe("the caller's mistakes", () => {
  it('throws on amounts that are not whole minor units, and on another currency', () => {
    expect(() =>
      computeTax(order('usassessments', { country: 'US', region: 'TX' }, [['goods', 10.5]])),
    ).toThrow(RangeError);
    expect(() =>
      computeTax(order('usassessments', { country: 'US', region: 'TX' }, [['goods', 10]], -1)),
    ).toThrow(RangeError);
    const input = order('usassessments', { country: 'US', region: 'TX' }, [['goods', 10]]);
    expect(() =>
      computeTax({ ...input, lines: input.lines.map((l) => ({ ...l, currency: 'EUR' })) }),
    ).toThrow(/in EUR; store usassessments sells in USD/);
  });
});
