import { builtInContent } from '@store/content';
import { productSummarySchema } from '@store/contracts/commerce';
import type { Merchandising } from '@store/contracts/commerce-merchandising';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { catalogMessages } from '../catalog/messages.ts';
import { HomeView } from './home-view.tsx';
import { homeMessages } from './messages.ts';

vi.mock('../../shell/flags/flags-provider.tsx', () => ({ useFlag: () => false }));

const content = builtInContent('fr-ca').home;
const texts = homeMessages('fr-ca');

const render = (merchandising: Merchandising | undefined) =>
  renderToStaticMarkup(
    <HomeView
      content={content}
      merchandising={merchandising}
      locale="fr-ca"
      messages={texts}
      catalog={catalogMessages('fr-ca')}
    />,
  );

/** Parsed, as the commerce client does: the shape is the contract's, whatever fields it gains. */
const summary = productSummarySchema.parse({
  code: 'A100123',
  name: 'Inventaire de fluidité en lecture Lumen',
  program: 'LRFI',
  summary: 'Un inventaire.',
  categories: ['academic-learning'],
  qualificationLevel: 'B',
  ageRange: { minMonths: 72, maxMonths: 215 },
  formats: ['kit'],
  fromPrice: { currency: 'CAD', value: 120 },
  digital: false,
  physical: true,
  images: [],
});

describe('the home page', () => {
  it('shows the content alone, with no empty program section, while commerce cannot answer', () => {
    const html = render(undefined);
    expect(html).toContain(content.heading);
    expect(html).toContain(texts.exploreTitle);
    expect(html).not.toContain(texts.featured.title);
    expect(html).not.toContain(texts.popular.title);
  });

  it('lists each category’s programs with a link to the whole category, and leaves out empty sections', () => {
    const html = render({
      featured: [summary],
      newReleases: [],
      popularByCategory: [
        { category: { id: 'academic-learning', name: 'Apprentissage scolaire' }, products: [summary] },
      ],
    });
    expect(html).toContain(texts.featured.title);
    expect(html).not.toContain(texts.newReleases.title);
    expect(html).toContain('href="/fr-ca/p/A100123"');
    expect(html).toContain('href="/fr-ca/category/academic-learning"');
    expect(html).toContain('Toutes les évaluations\u00a0: Apprentissage scolaire');
  });
});
