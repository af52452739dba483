import { describe, expect, it } from 'vitest';
import { filterParams, invoiceListHref, invoiceQuery, isFiltered, paySelection } from './invoice-query.ts';

const ID_A = '0b9f5c1e-6f43-4a8e-9d55-1c0f3e7a2b10';
const ID_B = '7d1e2a33-2c4b-4f6e-8a9b-5e6f7a8b9c0d';

describe('invoiceQuery', () => {
  it('turns the address into commerce’s query, totals in minor units', () => {
    const query = invoiceQuery(
      {
        status: 'overdue',
        from: '2026-01-01',
        to: '2026-03-31',
        order: 'us-2026-000123',
        min: '100',
        max: '1250.5',
        sort: 'due-asc',
        cursor: 'abc_DEF-1',
      },
      'USD',
    );
    expect(query.api).toEqual({
      status: 'overdue',
      from: '2026-01-01',
      to: '2026-03-31',
      order: 'US-2026-000123',
      minTotal: 10000,
      maxTotal: 125050,
      sort: 'due-asc',
    });
    expect(query.cursor).toBe('abc_DEF-1');
    expect(query.ignored).toEqual([]);
  });

  it('reads yen totals as whole yen', () => {
    expect(invoiceQuery({ min: '12000' }, 'JPY').api).toEqual({ minTotal: 12000 });
    expect(invoiceQuery({ min: '12000.5' }, 'JPY').ignored).toEqual(['minTotal']);
  });

  it('drops bad values and names each, keeping the rest', () => {
    const query = invoiceQuery(
      {
        status: 'lost',
        from: '2026-13-01',
        order: 'PO-42',
        min: '-5',
        max: '1,000',
        sort: 'random',
        cursor: 'not a cursor!',
        to: '2026-02-01',
      },
      'USD',
    );
    expect(query.api).toEqual({ to: '2026-02-01' });
    expect(query.fields).toEqual({ to: '2026-02-01' });
    expect(query.ignored).toEqual(['status', 'from', 'order', 'minTotal', 'maxTotal', 'sort', 'cursor']);
  });

  it('drops the end of a reversed range', () => {
    const dates = invoiceQuery({ from: '2026-03-01', to: '2026-02-01' }, 'USD');
    expect(dates.api).toEqual({ from: '2026-03-01' });
    expect(dates.ignored).toEqual(['to']);
    const totals = invoiceQuery({ min: '50', max: '10' }, 'EUR');
    expect(totals.api).toEqual({ minTotal: 5000 });
    expect(totals.ignored).toEqual(['maxTotal']);
  });

  it('treats empty form fields as not given and takes the first of repeated values', () => {
    const query = invoiceQuery({ status: '', from: '  ', sort: ['total-desc', 'total-asc'] }, 'USD');
    expect(query.api).toEqual({ sort: 'total-desc' });
    expect(query.ignored).toEqual([]);
  });
});

describe('invoice list addresses', () => {
  it('keeps the filters as typed, and the page when asked', () => {
    const query = invoiceQuery({ status: 'open', min: '100', sort: 'due-asc' }, 'USD');
    expect(filterParams(query).toString()).toBe('status=open&min=100&sort=due-asc');
    expect(invoiceListHref('/en-us/invoices', query, 'c1')).toBe(
      '/en-us/invoices?status=open&min=100&sort=due-asc&cursor=c1',
    );
    expect(invoiceListHref('/en-us/invoices', invoiceQuery({}, 'USD'))).toBe('/en-us/invoices');
  });

  it('counts a sort alone as no filter', () => {
    expect(isFiltered(invoiceQuery({ sort: 'due-asc' }, 'USD'))).toBe(false);
    expect(isFiltered(invoiceQuery({ order: 'US-2026-000123' }, 'USD'))).toBe(true);
  });
});

describe('paySelection', () => {
  it('reads the Pay form that came back to the list: each valid invoice once, with its amount', () => {
    expect(
      paySelection({
        pay: '1',
        invoice: [ID_A, 'not-an-id', ID_B, ID_A],
        [`amount-${ID_A}`]: '120.50',
        [`amount-${ID_B}`]: ' 3 ',
        'amount-other': '9',
      }),
    ).toEqual([
      { id: ID_A, amountText: '120.50' },
      { id: ID_B, amountText: '3' },
    ]);
  });

  it('is no selection without pay=1, and an empty one when nothing was ticked', () => {
    expect(paySelection({ invoice: ID_A })).toBeUndefined();
    expect(paySelection({ pay: '1' })).toEqual([]);
  });
});
