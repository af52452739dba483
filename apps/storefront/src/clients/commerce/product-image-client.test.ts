import { describe, expect, it } from 'vitest';
import { clientAnswering } from './client-answering.test-support.ts';
import { CommerceUnavailable } from './commerce-client.ts';

/** The product image call: a rendition's bytes and type, or undefined for an image commerce lacks. */

const AVIF = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112]);

describe('productImage', () => {
  it('asks for the rendition with the platform key and answers its bytes and type', async () => {
    const { client, requests } = clientAnswering(
      () => new Response(AVIF, { headers: { 'content-type': 'image/avif' } }),
    );
    expect(await client.productImage('A100123', 'abcdefghijklmnop-320.avif')).toEqual({
      bytes: AVIF,
      contentType: 'image/avif',
    });
    expect(requests[0]?.url).toBe(
      'http://commerce.test/headless/ecommerce/v2/products/A100123/images/abcdefghijklmnop-320.avif',
    );
    expect(requests[0]?.headers.get('x-api-key')).toBe('test-key-0123456789');
  });

  it('answers undefined for an image commerce does not have, and refuses an answer that is no image', async () => {
    const missing = clientAnswering(() =>
      Response.json(
        { title: 'Not Found', status: 404, detail: 'Product A100123 has no image.' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    expect(await missing.client.productImage('A100123', 'abcdefghijklmnop-320.avif')).toBeUndefined();
    const html = clientAnswering(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    await expect(html.client.productImage('A100123', 'abcdefghijklmnop-320.avif')).rejects.toBeInstanceOf(
      CommerceUnavailable,
    );
  });
});
