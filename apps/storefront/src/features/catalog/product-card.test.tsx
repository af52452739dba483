import { productSummarySchema } from '@store/contracts/commerce';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { catalogMessages } from './messages.ts';
import { ProductCard } from './product-card.tsx';

// The cover follows a flag read in the browser; here it is off, as on a page before the flags load.
vi.mock('../../shell/flags/flags-provider.tsx', () => ({ useFlag: () => false }));

// Parsed, as the client parses commerce's answers, so fields the card does not read take their shape.
const product = productSummarySchema.parse({
  code: 'A100123',
  name: 'Lumen Reading Fluency Scales',
  program: 'LRFS',
  summary: 'Measures reading fluency.',
  categories: ['academic-learning'],
  qualificationLevel: 'B',
  ageRange: { minMonths: 72, maxMonths: 215 },
  formats: ['kit', 'manual', 'record-forms'],
  fromPrice: { value: 1234.5, currency: 'EUR' },
  digital: false,
  physical: true,
  images: [],
});

const card = (locale: 'en-us' | 'ja-jp' | 'es-es', p = product) =>
  renderToStaticMarkup(
    <ProductCard locale={locale} product={p} messages={catalogMessages(locale)} position={4} />,
  );

describe('the product card', () => {
  it('shows the name as its one link, the summary, the level as a badge, the price and the number of formats', () => {
    const html = card('es-es');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="/es-es/p/A100123" data-position="4">Lumen Reading Fluency Scales</a>');
    expect(html).toContain('Measures reading fluency.');
    expect(html).toMatch(/class="badge badge--info product-card__level">Nivel B</);
    expect(html).toContain('Desde 1234,50');
    expect(html).toContain('3 formatos');
  });

  it('counts formats by the locale’s plural rules', () => {
    expect(card('en-us', { ...product, formats: ['kit'] })).toContain('1 format<');
    expect(card('en-us')).toContain('3 formats');
    expect(card('ja-jp')).toContain('3種類の形態');
  });
});
