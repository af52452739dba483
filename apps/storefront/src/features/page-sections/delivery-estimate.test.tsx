import type { Format } from '@store/contracts/commerce-constants';
import { LOCALES } from '@store/locales';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { estimateKind, estimateText, SHIPPING_BUSINESS_DAYS } from './delivery-estimate.ts';
import { DeliveryEstimate } from './delivery-estimate.tsx';

const item = (itemCode: string, format: Format, digital: boolean, inStock?: boolean) => ({
  itemCode,
  format,
  digital,
  ...(inStock === undefined ? {} : { inStock }),
});

describe('delivery estimates', () => {
  it('ships physical items in stock, and says nothing of one out of stock', () => {
    expect(estimateKind(item('A100123-KIT', 'kit', false, true))).toBe('ships');
    expect(estimateKind(item('A100123-RF25', 'record-forms', false))).toBe('ships');
    expect(estimateKind(item('A100123-KIT', 'kit', false, false))).toBeUndefined();
  });

  it('gives digital items at once, training by email and Q Local usages to the licence', () => {
    expect(estimateKind(item('A100123-KITDIG', 'kit', true, true))).toBe('immediate');
    expect(estimateKind(item('A100123-DIG1Y', 'digital-subscription', true))).toBe('immediate');
    expect(estimateKind(item('A100123-TRNL', 'training', true))).toBe('training');
    expect(estimateKind(item('E431676-QLR25', 'digital-subscription', true))).toBe('q-local');
  });

  it('words the shipping time with the store’s business days in every locale', () => {
    expect(estimateText('en-us', 'ships')).toBe('Ships in 2–3 business days');
    for (const locale of LOCALES) {
      const text = estimateText(locale, 'ships');
      expect(text).toContain(String(SHIPPING_BUSINESS_DAYS.min));
      expect(text).toContain(String(SHIPPING_BUSINESS_DAYS.max));
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('renders the estimate of an item, and nothing when there is none', () => {
    expect(
      renderToStaticMarkup(<DeliveryEstimate locale="fr-ca" item={item('A-X', 'training', true)} />),
    ).toContain('Formation planifiée');
    expect(
      renderToStaticMarkup(<DeliveryEstimate locale="en-us" item={item('A-X', 'kit', false, false)} />),
    ).toBe('');
  });
});
