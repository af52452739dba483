import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@store/contracts/commerce';
import { invoiceLines, invoices } from '../../db/schema.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE } from '../../orders/order-test-kit.ts';
import { nextDocumentNumber } from '../document-numbers.ts';

/**
 * GET /users/{userId}/invoices/{invoiceId}/pdf through the real identity service and database: the
 * invoice is written straight into the table, so the test knows every word it prints.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const digital = lumenItem((i) => i.digital);

const kit = orderTestKit({ customers: [us, gb] });
const { as, call, customerCart, addAddress, placed } = kit;

let invoice = { id: '', number: '' };

beforeAll(async () => {
  const { order } = await placed(us.id, {
    cartId: await customerCart(us.id, [[digital.code, 1]]),
    addressId: (await addAddress(us.id)).id,
    paymentType: 'purchase-order',
    purchaseOrderNumber: 'PO-PDF-1',
    successUrl: `${STORE}/en-us/checkout/complete`,
    cancelUrl: `${STORE}/en-us/checkout`,
  });
  invoice = await kit.app.database.db.transaction(async (tx) => {
    const id = randomUUID();
    const number = await nextDocumentNumber(tx, 'usassessments', 'INV', new Date());
    await tx.insert(invoices).values({
      id,
      number,
      kind: 'invoice',
      orderId: order.id,
      userId: us.id,
      siteId: 'usassessments',
      locale: 'en-us',
      currency: 'USD',
      status: 'open',
      dueOn: '2099-01-31',
      paymentTermsDays: 30,
      seller: {
        name: 'Assessments Demo Inc.',
        addressLines: ['1 Demo Way', 'San Antonio, TX 78205'],
        country: 'US',
      },
      buyer: { name: 'Avery Johnson', addressLines: ['1 Main Street', 'Portland, OR 97201'], country: 'US' },
      purchaseOrderNumber: 'PO-PDF-1',
      taxTreatment: 'charged',
      taxJurisdiction: 'Oregon',
      taxComponents: [],
      net: 123456,
      taxTotal: 0,
      total: 123456,
    });
    await tx.insert(invoiceLines).values({
      invoiceId: id,
      position: 1,
      kind: 'item',
      itemCode: digital.code,
      name: 'Lumen digital scoring, one year',
      quantity: 1,
      unitPrice: 123456,
      net: 123456,
      tax: 0,
    });
    return { id, number };
  });
}, 120_000);

const pdfOf = (userId: string, query = '', headers = as(userId), site = 'usassessments') =>
  call({ path: `/users/${userId}/invoices/${invoice.id}/pdf${query}`, site, headers });

async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('the invoice PDF', () => {
  it('answers the customer’s invoice as a PDF attachment named after its number, never stored', async () => {
    const res = await pdfOf(us.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await textOf(res.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('$1,234.56');
    expect(text).toContain('Lumen digital scoring, one year');
  });

  it('prints in another of the site’s locales only', async () => {
    const refused = await pdfOf(us.id, '?locale=ja-jp');
    expect(refused.statusCode).toBe(400);
    expect(problemSchema.parse(refused.json()).detail).toContain('does not serve locale');
  });

  it('reads another customer’s invoice, or one on another site, as unknown', async () => {
    const other = await call({
      path: `/users/${gb.id}/invoices/${invoice.id}/pdf`,
      headers: as(gb.id),
    });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    const elsewhere = await pdfOf(us.id, '', as(us.id, 'ukassessments'), 'ukassessments');
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await call({
      path: `/users/${us.id}/invoices/${randomUUID()}/pdf`,
      headers: as(us.id),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await pdfOf(us.id, '', as(gb.id))).statusCode).toBe(403);
  });

  it('is described in the OpenAPI document as a PDF', async () => {
    const res = await call({ path: '/openapi.json', site: null });
    const doc = res.json() as {
      paths: Record<
        string,
        {
          get: {
            tags: string[];
            parameters: { name: string }[];
            responses: Record<string, { content: Record<string, unknown> }>;
          };
        }
      >;
    };
    const { get } = doc.paths['/headless/ecommerce/v2/users/{userId}/invoices/{invoiceId}/pdf']!;
    expect(get.tags).toEqual(['Invoice documents']);
    expect(Object.keys(get.responses['200']!.content)).toEqual(['application/pdf']);
    expect(get.parameters.map((p) => p.name)).toContain('locale');
  });
});
