import { productSchema } from '@store/contracts/commerce';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormatCards, initialChoice } from './format-cards.tsx';

vi.mock('../../shell/flags/flags-provider.tsx', () => ({ useFlag: () => false }));

const money = (value: number) => ({ value, currency: 'CAD' });
const item = (code: string, format: string, inStock: boolean) => ({
  code,
  format,
  name: `Cedar ${format}`,
  digital: format === 'digital-subscription',
  price: money(100),
  tiers: [],
  minOrderQuantity: 1,
  maxOrderQuantity: 20,
  inStock,
});
const product = productSchema.parse({
  code: 'A100123',
  name: 'Cedar Scales',
  program: 'CEDAR',
  summary: '',
  categories: ['behavior'],
  qualificationLevel: 'B',
  ageRange: { minMonths: 24, maxMonths: 120 },
  formats: ['kit', 'manual', 'digital-subscription'],
  fromPrice: money(100),
  digital: true,
  physical: true,
  images: [],
  description: '',
  items: [
    item('A100123-KIT', 'kit', false),
    { ...item('A100123-MAN', 'manual', true), tiers: [{ minQuantity: 10, price: money(90) }] },
    item('A100123-DIG1Y', 'digital-subscription', true),
  ],
  availableLocales: ['fr-ca'],
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('FormatCards', () => {
  const html = renderToStaticMarkup(<FormatCards locale="fr-ca" product={product} />);

  it('is one radio group of the product’s items, named for the form and under a legend in the locale', () => {
    expect(html).toContain('<legend>Choisissez un format</legend>');
    expect(html.match(/type="radio"[^>]*name="itemCode"/g)).toHaveLength(3);
  });

  it('opens on the first item in stock; one out of stock cannot be chosen and says so', () => {
    expect(initialChoice(product.items)).toBe('A100123-MAN');
    const radio = (code: string) => html.match(new RegExp(`<input[^>]*id="format-${code}"[^>]*>`))?.[0] ?? '';
    expect(radio('A100123-MAN')).toContain('checked=""');
    expect(radio('A100123-KIT')).toContain('disabled=""');
    expect(radio('A100123-DIG1Y')).not.toContain('checked');
  });

  it('names each radio by its format and price, and describes it by its limits and volume prices', () => {
    const price = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(100);
    expect(html).toContain(
      `<label for="format-A100123-MAN" id="item-A100123-MAN" class="format-card__label"><span class="format-card__format">Manuel</span><span class="format-card__price item-offer__price">${price}</span></label>`,
    );
    expect(html).toMatch(
      /<input[^>]*id="format-A100123-MAN"[^>]*aria-describedby="format-A100123-MAN-details"/,
    );
    const details = html.slice(html.indexOf('id="format-A100123-MAN-details"'));
    expect(details).toContain('Quantité maximale de commande : 20');
    expect(details).toContain('<caption>');
  });
});
