import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { quotePdfRoute } from './quote-pdf.route.ts';

/** The browser's cookies as Next's cookies() shows them to a route handler. */
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  }),
  headers: async () => new Headers(),
}));

const quotePdf = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ quotePdf }) }));
vi.mock('../../clients/logger.ts', () => ({ logger: { warn: () => {} } }));

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
const quoteId = '5a1d7c3e-2b4f-4e6a-8c9d-0e1f2a3b4c5d';
const PDF = new TextEncoder().encode('%PDF-1.3 …');

const signedIn = () => {
  jar.set('cart-owner-caassessments', userId);
  jar.set('cart-token-caassessments', 'tok');
};

const problem = (status: number) =>
  new CommerceProblem({ type: 'about:blank', title: 'Refused', status, detail: 'no' });

beforeEach(() => {
  jar.clear();
  quotePdf.mockReset();
});

describe('GET /{locale}/my-account/quotes/{quoteId}/pdf', () => {
  it('hands the customer commerce’s PDF in the page’s language as a download, never stored', async () => {
    signedIn();
    quotePdf.mockResolvedValue({ bytes: PDF, filename: 'CA-QT-2026-000007.pdf' });

    const res = await quotePdfRoute('fr-ca', quoteId);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="CA-QT-2026-000007.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(quotePdf).toHaveBeenCalledWith('fr-ca', userId, 'tok', quoteId);
  });

  it('answers 404 for a quote commerce does not show this customer, and for an address that is no quote id', async () => {
    signedIn();
    quotePdf.mockResolvedValue(undefined);
    expect((await quotePdfRoute('fr-ca', quoteId)).status).toBe(404);
    expect((await quotePdfRoute('fr-ca', 'not-an-id')).status).toBe(404);
    expect((await quotePdfRoute('xx-yy', quoteId)).status).toBe(404);
    expect(quotePdf).toHaveBeenCalledTimes(1);
  });

  it('answers 409 while the quote has no offer to print', async () => {
    signedIn();
    quotePdf.mockRejectedValue(problem(409));
    const res = await quotePdfRoute('fr-ca', quoteId);
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  it('sends a visitor without a session, or with an expired token, to sign in and back to the quote', async () => {
    const signIn = `/fr-ca/login?goto=${encodeURIComponent(`/fr-ca/my-account/quotes/${quoteId}`)}`;
    const anonymous = await quotePdfRoute('fr-ca', quoteId);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe(signIn);

    signedIn();
    quotePdf.mockRejectedValue(problem(401));
    const expired = await quotePdfRoute('fr-ca', quoteId);
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toBe(signIn);
  });

  it('answers 503 when commerce cannot print it now', async () => {
    signedIn();
    quotePdf.mockRejectedValue(new CommerceUnavailable('timeout'));
    const res = await quotePdfRoute('fr-ca', quoteId);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});
