import { describe, expect, it } from 'vitest';
import { analyticsEntry, ecommerceEvent, listEntries } from './analytics.ts';

describe('analytics product entries (requirements §3)', () => {
  it('carries name, program, price, discountPrice, quantity and position', () => {
    expect(
      analyticsEntry({ name: 'Lumen kit', program: 'LRFI', price: 120, unitPrice: 99.5, quantity: 3 }, 4),
    ).toEqual({
      name: 'Lumen kit',
      program: 'LRFI',
      price: 120,
      discountPrice: 99.5,
      quantity: 3,
      position: 4,
    });
  });

  it('uses the price as discountPrice and 1 as quantity when no tier or quantity applies', () => {
    expect(analyticsEntry({ name: 'Manual', program: 'LRFI', price: 80 }, 1)).toMatchObject({
      discountPrice: 80,
      quantity: 1,
    });
  });

  it('numbers list positions from the first position of the page', () => {
    const entries = listEntries(
      [
        { name: 'A', program: 'A100001', price: 1 },
        { name: 'B', program: 'A100002', price: 2 },
      ],
      25,
    );
    expect(entries.map((e) => e.position)).toEqual([25, 26]);
  });

  it('wraps entries in an ecommerce event with the currency', () => {
    const items = [analyticsEntry({ name: 'A', program: 'P', price: 5000 }, 1)];
    expect(ecommerceEvent('view_item_list', 'JPY', items, 'Search results')).toEqual({
      event: 'view_item_list',
      ecommerce: { currency: 'JPY', item_list_name: 'Search results', items },
    });
    expect(ecommerceEvent('view_cart', 'CAD', items).ecommerce).not.toHaveProperty('item_list_name');
  });
});
