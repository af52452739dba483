import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

const crumbs = [
  { name: 'Accueil', path: '/fr-ca' },
  { name: 'Comportement', path: '/fr-ca/category/behavior' },
  { name: 'Cedar Scales', path: '/fr-ca/p/A100123' },
];

describe('Breadcrumbs', () => {
  const html = renderToStaticMarkup(<Breadcrumbs locale="fr-ca" label="Fil d’Ariane" crumbs={crumbs} />);

  it('links every step but the last, which is the current page', () => {
    expect(html).toContain(
      '<nav aria-label="Fil d’Ariane" class="breadcrumbs"><ol><li><a href="/fr-ca">Accueil</a></li>' +
        '<li><a href="/fr-ca/category/behavior">Comportement</a></li><li aria-current="page">Cedar Scales</li></ol></nav>',
    );
  });

  it('gives search engines the same steps as a BreadcrumbList', () => {
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    const list = JSON.parse(json) as { itemListElement: { position: number; name: string; item: string }[] };
    expect(list.itemListElement.map((step) => [step.position, step.name])).toEqual([
      [1, 'Accueil'],
      [2, 'Comportement'],
      [3, 'Cedar Scales'],
    ]);
    expect(list.itemListElement[2]?.item).toMatch(/^https?:\/\/[^/]+\/fr-ca\/p\/A100123$/);
  });
});
