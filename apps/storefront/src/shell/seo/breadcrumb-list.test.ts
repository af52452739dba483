import { describe, expect, it } from 'vitest';
import { breadcrumbList } from './breadcrumb-list.ts';

describe('breadcrumbList', () => {
  it('lists the visible steps in order, with absolute addresses on the locale’s public origin', () => {
    const crumbs = [
      { name: 'Accueil', path: '/fr-ca' },
      { name: 'Confidentialité', path: '/fr-ca/legal/privacy' },
    ];
    expect(breadcrumbList('fr-ca', crumbs, new Set())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://assessments.example.ca/fr-ca' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Confidentialité',
          item: 'https://assessments.example.ca/fr-ca/legal/privacy',
        },
      ],
    });
  });
});
