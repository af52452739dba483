import type { BankTransfer } from '@store/contracts/commerce';
import { CopyButton } from './copy-button.tsx';
import type { CheckoutMessages } from './messages.ts';

/**
 * What a bank transfer needs, each value with a copy button: the amount, the reference to quote and
 * the region's account under its local names (IBAN and BIC; sort code and account number; …). An
 * order's transfer and an invoice payment's show the same.
 */
export function BankTransferDetails({
  bank,
  amount,
  messages: m,
}: {
  bank: BankTransfer;
  /** Formatted in the locale. */
  amount: string;
  messages: CheckoutMessages['confirmation'];
}) {
  return (
    <dl className="account-details" data-testid="bank-transfer-details">
      {[
        { label: m.amount, value: amount },
        { label: m.reference, value: bank.reference },
        { label: m.accountName, value: bank.accountName },
        { label: m.bankName, value: bank.bankName },
        ...bank.account.map(({ field, value }) => ({ label: m.bankFields[field], value })),
      ].map(({ label, value }) => (
        <div key={label} className="checkout-bank__row">
          <dt>{label}</dt>
          <dd>
            <span className="checkout-bank__value">{value}</span>{' '}
            <CopyButton value={value} label={label} copy={m.copy} copied={m.copied} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
