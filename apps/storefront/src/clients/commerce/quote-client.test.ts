import { describe, expect, it } from 'vitest';
import { clientAnswering } from './client-answering.test-support.ts';
import { CommerceProblem } from './commerce-client.ts';

/** The client's quote calls: where they go, with which key, and what a refusal becomes. */

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
const quoteId = '5a1d7c3e-2b4f-4e6a-8c9d-0e1f2a3b4c5d';
const cartId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const key = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';

const money = (value: number) => ({ currency: 'USD', value });
const quote = {
  id: quoteId,
  number: 'US-QT-2026-000042',
  status: 'submitted',
  currency: 'USD',
  lineCount: 1,
  listSubtotal: money(120),
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  lines: [
    {
      position: 1,
      itemCode: 'F439595-RF25',
      name: 'Record forms',
      quantity: 3,
      listUnitPrice: money(40),
      listTotal: money(120),
    },
  ],
  messages: [{ id: 1, author: 'customer', body: 'Forty, please.', at: '2026-11-24T10:00:00.000Z' }],
  actions: ['message', 'cancel'],
};

const base = `http://commerce.test/headless/ecommerce/v2/users/${userId}/quotes`;

describe('quote calls', () => {
  it('requests a quote for the cart with the form’s idempotency key and the customer’s token', async () => {
    const { client, requests } = clientAnswering(() => Response.json(quote, { status: 201 }));
    const answered = await client.requestQuote('en-us', userId, 'tok', key, {
      cartId,
      message: 'Forty, please.',
    });
    expect(answered.number).toBe('US-QT-2026-000042');
    expect(requests[0]?.url).toBe(base);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('idempotency-key')).toBe(key);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(await requests[0]?.json()).toEqual({ cartId, message: 'Forty, please.' });
  });

  it('answers undefined for a quote commerce does not show this customer', async () => {
    const { client } = clientAnswering(() =>
      Response.json(
        { title: 'Not Found', status: 404, detail: 'You have no quote.' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    expect(await client.quote('en-us', userId, 'tok', quoteId)).toBeUndefined();
  });

  it('posts each change of state to its own address; a refused one is a 409 CommerceProblem', async () => {
    const { client, requests } = clientAnswering(() =>
      Response.json(
        { title: 'Conflict', status: 409, detail: 'Quote US-QT-2026-000042 is cancelled.' },
        { status: 409, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const refused = client.quoteTransition('en-us', userId, 'tok', quoteId, 'rejection');
    await expect(refused).rejects.toBeInstanceOf(CommerceProblem);
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect(requests[0]?.url).toBe(`${base}/${quoteId}/rejection`);
  });

  it('reads the offer’s PDF in the locale with the name commerce gives it', async () => {
    const PDF = new TextEncoder().encode('%PDF-1.3 …');
    const { client, requests } = clientAnswering(
      () =>
        new Response(PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="US-QT-2026-000042.pdf"',
          },
        }),
    );
    expect(await client.quotePdf('en-us', userId, 'tok', quoteId)).toEqual({
      bytes: PDF,
      filename: 'US-QT-2026-000042.pdf',
    });
    expect(requests[0]?.url).toBe(`${base}/${quoteId}/pdf?locale=en-us`);
  });
});
