import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { productImageRoute } from './product-image.route.ts';

const productImage = vi.hoisted(() => vi.fn());
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ productImage }) }));

beforeEach(() => {
  productImage.mockReset();
});

describe('GET /images/products/{code}/{version}-{width}.{type}', () => {
  it('answers the rendition with its type, immutable for the edge and browsers', async () => {
    productImage.mockResolvedValue({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/avif' });
    const res = await productImageRoute('A100123', 'abcdefghijklmnop-640.avif');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(productImage).toHaveBeenCalledWith('A100123', 'abcdefghijklmnop-640.avif');
  });

  it('is a 404 problem for a malformed code, a width or type never rendered, or an unknown image', async () => {
    productImage.mockResolvedValue(undefined);
    for (const [code, file] of [
      ['../etc', 'abcdefghijklmnop-640.avif'],
      ['A100123', 'abcdefghijklmnop-641.avif'],
      ['A100123', 'abcdefghijklmnop-640.png'],
      ['A100123', 'short-640.webp'],
      ['A100123', 'abcdefghijklmnop-640.webp'],
    ] as const) {
      const res = await productImageRoute(code, file);
      expect(res.status, `${code} ${file}`).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(productImage).toHaveBeenCalledTimes(1);
  });

  it('is a 503 problem, not a 500, when commerce does not answer', async () => {
    productImage.mockRejectedValue(new CommerceUnavailable('connect ECONNREFUSED'));
    const res = await productImageRoute('A100123', 'abcdefghijklmnop-160.webp');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});
