import { describe, expect, it } from 'vitest';
import { listQuery } from './data-provider.ts';

describe('the list query', () => {
  it('carries paging, sorting and every set filter', () => {
    const query = listQuery({
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'placedAt', order: 'DESC' },
      filter: {
        q: 'US-2026',
        status: 'processing',
        siteId: ['usassessments', 'caassessments'],
        empty: '',
        none: null,
      },
    });
    expect(query).toBe(
      'page=2&perPage=50&sort=placedAt&order=desc&q=US-2026&status=processing&siteId=usassessments&siteId=caassessments',
    );
  });
});
