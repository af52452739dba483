import { describe, expect, it } from 'vitest';
import { ITEM_KINDS } from '@store/catalog';
import { ALL_LOCALE_INFO } from '@store/locales';
import { TAX_CLASS_BY_FORMAT, TAX_CLASSES, TAX_RATES } from './tax-rates.ts';

const STORE_COUNTRY = {
  usassessments: 'US',
  caassessments: 'CA',
  ukassessments: 'GB',
  nlassessments: 'NL',
  esassessments: 'ES',
  auassessments: 'AU',
  nzassessments: 'NZ',
  sgassessments: 'SG',
  asiaassessments: 'JP',
} as const;

describe('the tax table', () => {
  it('names a source and an ISO check date on every row', () => {
    for (const row of TAX_RATES) {
      expect(row.source.length, row.jurisdiction).toBeGreaterThan(10);
      expect(row.checked, row.jurisdiction).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(row.checked))).toBe(false);
      if (row.effective !== undefined) expect(row.effective <= row.checked, row.jurisdiction).toBe(true);
    }
  });

  it("covers every store's own country", () => {
    const stores = new Set(ALL_LOCALE_INFO.map((l) => l.storeId));
    for (const store of stores) {
      expect(
        TAX_RATES.some((r) => r.storeId === store && r.country === STORE_COUNTRY[store]),
        store,
      ).toBe(true);
    }
  });

  it('holds each jurisdiction once', () => {
    const keys = TAX_RATES.map((r) => `${r.storeId}/${r.country}/${r.region ?? '*'}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the 50 states and DC, and the 13 provinces and territories', () => {
    expect(TAX_RATES.filter((r) => r.country === 'US')).toHaveLength(51);
    expect(TAX_RATES.filter((r) => r.country === 'CA')).toHaveLength(13);
  });

  it('gives every component a rate for every tax class, in percent with at most four decimals', () => {
    for (const row of TAX_RATES) {
      for (const component of row.components) {
        expect(component.name).not.toBe('');
        for (const taxClass of TAX_CLASSES) {
          const rate = component.rates[taxClass];
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThan(30);
          expect(Math.abs(rate * 10_000 - Math.round(rate * 10_000))).toBeLessThan(1e-6);
        }
      }
    }
  });

  it('prints the tax names each country uses', () => {
    const names = (country: string, region: string | null = null) =>
      TAX_RATES.find((r) => r.country === country && r.region === region)?.components.map((c) => c.name);
    expect(names('CA', 'QC')).toEqual(['GST', 'QST']);
    expect(names('CA', 'ON')).toEqual(['HST']);
    expect(names('CA', 'MB')).toEqual(['GST', 'RST']);
    expect(names('US', 'OR')).toEqual([]);
    expect(names('GB')).toEqual(['VAT']);
    expect(names('NL')).toEqual(['BTW']);
    expect(names('ES')).toEqual(['IVA']);
    expect(names('JP')).toEqual(['消費税']);
  });

  it('gives every catalogue item kind a tax class', () => {
    for (const kind of ITEM_KINDS) {
      const classes = TAX_CLASS_BY_FORMAT[kind.format];
      expect(TAX_CLASSES).toContain(kind.digital ? classes.digital : classes.physical);
    }
    expect(TAX_CLASS_BY_FORMAT.manual).toEqual({ physical: 'printed-book', digital: 'e-book' });
  });
});
