import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { invoicePdfRoute } from './invoice-pdf.route.ts';

/** The browser's cookies as Next's cookies() shows them to a route handler. */
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  }),
  headers: async () => new Headers(),
}));

const invoicePdf = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ invoicePdf }) }));
vi.mock('../../clients/logger.ts', () => ({ logger: { warn: () => {} } }));

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
const invoiceId = '0b9f5c1e-6f43-4a8e-9d55-1c0f3e7a2b10';
const PDF = new TextEncoder().encode('%PDF-1.3 …');

const signedIn = () => {
  jar.set('cart-owner-asiaassessments', userId);
  jar.set('cart-token-asiaassessments', 'tok');
};

beforeEach(() => {
  jar.clear();
  invoicePdf.mockReset();
});

describe('GET /{locale}/invoices/{invoiceId}/pdf', () => {
  it('hands the customer commerce’s PDF in the page’s language as a download, never stored', async () => {
    signedIn();
    invoicePdf.mockResolvedValue({ bytes: PDF, filename: 'JP-INV-2026-000007.pdf' });

    const res = await invoicePdfRoute('ja-jp', invoiceId);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="JP-INV-2026-000007.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(invoicePdf).toHaveBeenCalledWith('ja-jp', userId, 'tok', invoiceId);
  });

  it('answers 404 for an invoice commerce does not show this customer, and for an address that is no invoice id', async () => {
    signedIn();
    invoicePdf.mockResolvedValue(undefined);
    expect((await invoicePdfRoute('ja-jp', invoiceId)).status).toBe(404);
    expect((await invoicePdfRoute('ja-jp', 'not-an-id')).status).toBe(404);
    expect((await invoicePdfRoute('xx-yy', invoiceId)).status).toBe(404);
    expect(invoicePdf).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor without a session, or with an expired token, to sign in and back to the invoice', async () => {
    const signIn = `/ja-jp/login?goto=${encodeURIComponent(`/ja-jp/invoices/${invoiceId}`)}`;
    const anonymous = await invoicePdfRoute('ja-jp', invoiceId);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe(signIn);

    signedIn();
    invoicePdf.mockRejectedValue(
      new CommerceProblem({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'expired' }),
    );
    const expired = await invoicePdfRoute('ja-jp', invoiceId);
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toBe(signIn);
  });

  it('answers 503 when commerce cannot print it now', async () => {
    signedIn();
    invoicePdf.mockRejectedValue(new CommerceUnavailable('timeout'));
    const res = await invoicePdfRoute('ja-jp', invoiceId);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});
