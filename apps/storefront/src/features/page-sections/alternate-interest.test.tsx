import { sellableItemSchema, type SellableItem } from '@store/contracts/commerce';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { alternateItems } from './alternate-interest.ts';
import { AlternateInterest } from './alternate-interest.tsx';

const offer = (code: string, format: SellableItem['format'], inStock: boolean): SellableItem =>
  sellableItemSchema.parse({
    code,
    format,
    name: `Item ${code}`,
    digital: code.endsWith('DIG'),
    price: { currency: 'USD', value: 10 },
    tiers: [],
    minOrderQuantity: 1,
    maxOrderQuantity: 10,
    inStock,
  });

const kit = offer('A100123-KIT', 'kit', false);
const digitalKit = offer('A100123-KITDIG', 'kit', true);
const manual = offer('A100123-MAN', 'manual', false);
const technical = offer('A100123-TECH', 'manual', false);
const items = [kit, digitalKit, manual, technical];

describe('alternate interest', () => {
  it('offers the program’s items of the same format that can be ordered now', () => {
    expect(alternateItems(kit, items)).toEqual([digitalKit]);
    expect(alternateItems(manual, items)).toEqual([]);
    expect(alternateItems(digitalKit, items)).toEqual([]);
  });

  it('links an item out of stock to its stand-in on the page', () => {
    const html = renderToStaticMarkup(
      <AlternateInterest locale="en-us" item={kit} items={items} hasRelated />,
    );
    expect(html).toContain('You may also be interested in');
    expect(html).toContain('<a href="#item-A100123-KITDIG">Item A100123-KITDIG</a>');
  });

  it('points to the related products when no item stands in, and shows nothing without either', () => {
    expect(
      renderToStaticMarkup(<AlternateInterest locale="es-es" item={manual} items={items} hasRelated />),
    ).toContain('<a href="#related-products">Productos relacionados de otros programas</a>');
    expect(
      renderToStaticMarkup(
        <AlternateInterest locale="en-us" item={manual} items={items} hasRelated={false} />,
      ),
    ).toBe('');
    expect(
      renderToStaticMarkup(<AlternateInterest locale="en-us" item={digitalKit} items={items} hasRelated />),
    ).toBe('');
  });
});
