import { describe, expect, it } from 'vitest';
import { clientAnswering } from './client-answering.test-support.ts';
import { CommerceUnavailable } from './commerce-client.ts';

/** The client's one binary call: the invoice PDF's bytes and the name commerce gives them. */

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
const invoiceId = '0b9f5c1e-6f43-4a8e-9d55-1c0f3e7a2b10';
const PDF = new TextEncoder().encode('%PDF-1.3 …');

describe('invoicePdf', () => {
  it('asks for the PDF in the locale with the customer’s token and answers its bytes and file name', async () => {
    const { client, requests } = clientAnswering(
      () =>
        new Response(PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="NL-INV-2026-000003.pdf"',
          },
        }),
    );
    expect(await client.invoicePdf('nl-nl', userId, 'tok', invoiceId)).toEqual({
      bytes: PDF,
      filename: 'NL-INV-2026-000003.pdf',
    });
    expect(requests[0]?.url).toBe(
      `http://commerce.test/headless/ecommerce/v2/users/${userId}/invoices/${invoiceId}/pdf?locale=nl-nl`,
    );
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]?.headers.get('accept')).toBe('application/pdf, application/problem+json');
  });

  it('answers undefined for an invoice commerce does not know, and refuses an answer that is no named PDF', async () => {
    const missing = clientAnswering(() =>
      Response.json(
        { title: 'Not Found', status: 404, detail: 'You have no invoice.' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    expect(await missing.client.invoicePdf('en-us', userId, 'tok', invoiceId)).toBeUndefined();

    const json = clientAnswering(() => Response.json({}));
    await expect(json.client.invoicePdf('en-us', userId, 'tok', invoiceId)).rejects.toBeInstanceOf(
      CommerceUnavailable,
    );
  });
});
