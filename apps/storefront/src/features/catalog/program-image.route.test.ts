import { beforeEach, describe, expect, it, vi } from 'vitest';
import { programImageRoute } from './program-image.route.ts';

const loadProduct = vi.hoisted(() => vi.fn());
vi.mock('./catalog-data.ts', () => ({ loadProduct }));

beforeEach(() => {
  loadProduct.mockReset();
});

describe('GET /{locale}/p/{code}/image.svg', () => {
  it('answers the cover art as an SVG file the edge may keep', async () => {
    loadProduct.mockResolvedValue({ code: 'A100123', program: 'LRFI', categories: ['academic-learning'] });
    const res = await programImageRoute('en-gb', 'A100123');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    expect(await res.text()).toContain('>LRFI</text>');
    expect(loadProduct).toHaveBeenCalledWith('en-gb', 'A100123');
  });

  it('is a 404 problem for an unknown locale, a malformed or an unknown code', async () => {
    loadProduct.mockResolvedValue(null);
    for (const [locale, code] of [
      ['xx-yy', 'A100123'],
      ['en-us', '../etc'],
      ['en-us', 'Z999999'],
    ] as const) {
      const res = await programImageRoute(locale, code);
      expect(res.status, `${locale} ${code}`).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('is a 503 problem, not a 500, when the catalogue does not answer', async () => {
    loadProduct.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const res = await programImageRoute('en-us', 'A100123');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
