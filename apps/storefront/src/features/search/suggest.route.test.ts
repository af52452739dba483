import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { suggestRoute } from './suggest.route.ts';

const suggest = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ suggest }) }));
vi.mock('../../clients/logger.ts', () => ({ logger: { warn: () => {} } }));

const get = (query: string) => suggestRoute(new Request(`http://store.test/api/suggest?${query}`));

beforeEach(() => {
  suggest.mockReset();
});

describe('GET /api/suggest', () => {
  it("lists products and categories with the locale's addresses, briefly cacheable", async () => {
    suggest.mockResolvedValue({
      products: [{ code: 'A123456', name: 'Reading Test' }],
      categories: [{ id: 'literacy', name: 'Literacy' }],
    });
    const response = await get('locale=en-gb&q=%20read%20');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    expect(await response.json()).toEqual({
      suggestions: [
        { kind: 'product', label: 'Reading Test', href: '/en-gb/p/A123456' },
        { kind: 'category', label: 'Literacy', href: '/en-gb/category/literacy' },
      ],
    });
    expect(suggest).toHaveBeenCalledWith('en-gb', 'read', 6);
  });

  it('refuses a bad locale or query with a problem, before calling commerce', async () => {
    const response = await get('locale=xx-yy&q=');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = await response.json();
    expect(body.title).toBe('Bad suggestion request');
    expect(body.detail).toMatch(/locale/);
    expect(suggest).not.toHaveBeenCalled();
  });

  it.each(['%00', 'rea%00d', '%FF', 'a%ED%A0%80'])(
    'refuses q=%s, text that is not plain UTF-8, with a problem',
    async (q) => {
      const response = await get(`locale=en-us&q=${q}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect((await response.json()).detail).toMatch(/^q must be plain text/);
      expect(suggest).not.toHaveBeenCalled();
    },
  );

  it("passes on commerce's refusal, and lists nothing while commerce is down", async () => {
    suggest.mockRejectedValueOnce(
      new CommerceProblem({ type: 'about:blank', title: 'Bad', status: 400, detail: 'q is too long' }),
    );
    suggest.mockRejectedValueOnce(new CommerceUnavailable('down'));
    const refused = await get('locale=en-us&q=x');
    expect(refused.status).toBe(400);
    expect((await refused.json()).detail).toBe('q is too long');
    const down = await get('locale=en-us&q=x');
    expect(down.status).toBe(200);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toEqual({ suggestions: [] });
  });
});
