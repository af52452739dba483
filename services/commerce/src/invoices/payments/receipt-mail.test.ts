import { describe, expect, it } from 'vitest';
import { renderMail, type MailParams } from '@store/mail';

/** The receipt of an invoice payment (invoicePaymentReceipt), as settling queues it. */

const params = (currency: string, amount: number): MailParams<'invoicePaymentReceipt'> => ({
  name: 'Avery',
  receiptNumber: 'US-RC-2026-000007',
  paidAt: '2026-03-04T10:00:00.000Z',
  method: 'card',
  currency,
  amount,
  invoices: [
    { number: 'US-INV-2026-000041', amount: amount - 1_000, balance: 0 },
    { number: 'US-INV-2026-000042', amount: 1_000, balance: 2_500 },
  ],
  invoicesLink: 'https://assessments.example.com/en-us/invoices',
});

describe('the invoice payment receipt', () => {
  it('names the receipt, the amount, and each invoice with its new balance', () => {
    const mail = renderMail('invoicePaymentReceipt', 'en-us', params('USD', 6_000));
    expect(mail.subject).toBe('Receipt US-RC-2026-000007 for your invoice payment');
    expect(mail.text).toContain('we have received your payment of $60.00');
    expect(mail.text).toContain('US-INV-2026-000041: $50.00 paid, balance now $0.00');
    expect(mail.text).toContain('US-INV-2026-000042: $10.00 paid, balance now $25.00');
    expect(mail.text).toContain('https://assessments.example.com/en-us/invoices');
  });

  it('is written in the locale’s language and money', () => {
    const ja = renderMail('invoicePaymentReceipt', 'ja-jp', params('JPY', 6_000));
    expect(ja.subject).toBe('請求書のお支払いの領収書 US-RC-2026-000007');
    expect(ja.text).toContain('￥6,000 のお支払いを受け付けました');
    const nl = renderMail('invoicePaymentReceipt', 'nl-nl', params('EUR', 6_000));
    // Intl writes a no-break space between the euro sign and the amount.
    expect(nl.text).toContain('Totaal betaald: €\u00a060,00');
  });
});
