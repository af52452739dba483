import type { Invoice } from '@store/contracts/commerce';
import { describe, expect, it } from 'vitest';
import type { CommerceProblemBody } from '../../clients/commerce/commerce-client.ts';
import { checkSelection, heldAllocations, refusalOf } from './payment-problems.ts';

const A = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const B = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const PENDING = '11111111-2222-4333-8444-555555555555';

function invoice(id: string, changes: Partial<Invoice> = {}): Invoice {
  const party = { name: 'Ada', addressLines: ['1 Main St'], country: 'US' };
  return {
    id,
    number: 'US-INV-2026-000042',
    kind: 'invoice',
    status: 'open',
    orderNumber: 'US-1000042',
    currency: 'USD',
    issuedOn: '2026-11-01',
    dueOn: '2026-12-01',
    total: 12000,
    paid: 0,
    balance: 12000,
    payable: 12000,
    locale: 'en-us',
    seller: party,
    buyer: party,
    lines: [],
    totals: { net: 12000, tax: 0, total: 12000 },
    taxes: { treatment: 'exempt', jurisdiction: 'US-NY', components: [] },
    credited: 0,
    paymentTermsDays: 30,
    creditNotes: [],
    payments: [],
    bankTransfer: { reference: 'US-INV-2026-000042', accountName: 'Store', bankName: 'Bank', account: [] },
    ...changes,
  };
}

const pending = {
  paymentId: PENDING,
  receiptNumber: 'US-RC-2026-000007',
  method: 'card' as const,
  status: 'pending' as const,
  amount: 5000,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('checkSelection', () => {
  it('asks commerce for each invoice’s amount when nothing stands in the way', () => {
    const checked = checkSelection(
      [{ invoiceId: A }, { invoiceId: B, amount: '30.5' }],
      [invoice(A), invoice(B)],
    );
    expect(checked.allocations).toEqual([
      { invoiceId: A, amount: 12000 },
      { invoiceId: B, amount: 3050 },
    ]);
    expect(checked.invoices.every(({ problems }) => problems.length === 0)).toBe(true);
  });

  it('refuses an invoice paid in full, or cancelled or credited', () => {
    const paid = checkSelection([{ invoiceId: A }], [invoice(A, { status: 'paid', balance: 0, payable: 0 })]);
    expect(paid.allocations).toBeUndefined();
    expect(paid.invoices[0]?.problems).toEqual([{ kind: 'paid' }]);
    const credited = checkSelection([{ invoiceId: A }], [invoice(A, { status: 'credited', balance: 0 })]);
    expect(credited.invoices[0]?.problems).toEqual([{ kind: 'closed' }]);
  });

  it('names the most that can be paid, and refuses 0 and what is not a number', () => {
    const checked = checkSelection(
      [
        { invoiceId: A, amount: '120.01' },
        { invoiceId: B, amount: 'x' },
      ],
      [invoice(A), invoice(B)],
    );
    expect(checked.allocations).toBeUndefined();
    expect(checked.invoices.map(({ problems }) => problems)).toEqual([
      [{ kind: 'overPayable', max: 12000 }],
      [{ kind: 'invalid' }],
    ]);
    expect(checkSelection([{ invoiceId: A, amount: '0' }], [invoice(A)]).invoices[0]?.problems).toEqual([
      { kind: 'notPositive' },
    ]);
  });

  it('names a payment in progress; what it leaves payable can still be paid', () => {
    const held = invoice(A, { payable: 7000, payments: [pending] });
    const rest = checkSelection([{ invoiceId: A }], [held]);
    expect(rest.allocations).toEqual([{ invoiceId: A, amount: 7000 }]);
    expect(rest.invoices[0]?.problems).toEqual([
      { kind: 'inProgress', paymentId: PENDING, receiptNumber: 'US-RC-2026-000007', amount: 5000 },
    ]);
    const all = checkSelection([{ invoiceId: A }], [invoice(A, { payable: 0, payments: [pending] })]);
    expect(all.allocations).toBeUndefined();
    expect(all.invoices[0]?.problems.map(({ kind }) => kind)).toEqual(['inProgress']);
  });

  it('refuses invoices of different currencies in one payment', () => {
    const checked = checkSelection(
      [{ invoiceId: A }, { invoiceId: B }],
      [invoice(A), invoice(B, { currency: 'CAD' })],
    );
    expect(checked.mixedCurrencies).toBe(true);
    expect(checked.allocations).toBeUndefined();
  });
});

describe('heldAllocations', () => {
  it('sends the typed amounts again when only payments in progress hold them: commerce knows its own', () => {
    const selection = [{ invoiceId: A, amount: '120' }];
    const held = checkSelection(selection, [invoice(A, { payable: 0, payments: [pending] })]);
    expect(heldAllocations(selection, held)).toEqual([{ invoiceId: A, amount: 12000 }]);
    const partly = checkSelection(selection, [invoice(A, { payable: 7000, payments: [pending] })]);
    expect(heldAllocations(selection, partly)).toEqual([{ invoiceId: A, amount: 12000 }]);
  });

  it('sends nothing when anything else is wrong', () => {
    const over = [{ invoiceId: A, amount: '130' }];
    expect(heldAllocations(over, checkSelection(over, [invoice(A, { payable: 7000 })]))).toBeUndefined();
    const paid = [{ invoiceId: A, amount: '120' }];
    expect(
      heldAllocations(paid, checkSelection(paid, [invoice(A, { status: 'paid', balance: 0, payable: 0 })])),
    ).toBeUndefined();
    const untyped = [{ invoiceId: A }];
    expect(
      heldAllocations(untyped, checkSelection(untyped, [invoice(A, { payable: 0, payments: [pending] })])),
    ).toBeUndefined();
  });
});

const problem = (status: number, detail: string, extra: Partial<CommerceProblemBody> = {}) => ({
  title: 'Refused',
  status,
  detail,
  ...extra,
});

describe('refusalOf', () => {
  it('words each of commerce’s refusals of a payment', () => {
    expect(refusalOf(problem(401, 'Sign in again.'))).toBe('sessionEnded');
    expect(refusalOf(problem(404, 'You have no invoice 1 on this store.'))).toBe('unknownInvoice');
    expect(refusalOf(problem(409, 'Invoice US-INV-2026-000042 is paid in full.'))).toBe('paid');
    expect(
      refusalOf(
        problem(409, 'The first request with this Idempotency-Key is still being processed; repeat it.'),
      ),
    ).toBe('busy');
    expect(
      refusalOf(
        problem(422, 'At most 120.00 of US-INV-2026-000042 can be paid.', {
          errors: [{ path: 'body.allocations.0.amount', message: 'expects at most 12000' }],
        }),
      ),
    ).toBe('overPayable');
    expect(refusalOf(problem(422, 'One payment pays invoices of one currency.'))).toBe('mixedCurrencies');
    expect(refusalOf(problem(422, 'This Idempotency-Key was used for another request.'))).toBe('changed');
    expect(refusalOf(problem(400, 'Send an Idempotency-Key header.'))).toBe('generic');
  });
});
