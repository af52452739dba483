import type { OperatorMoney } from '@store/contracts/operator-lists';

/** How many minor units make one major unit of the currency (100 for EUR, 1 for JPY). */
export function minorFactor(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** An operator API amount (minor units) in the console's language. */
export function formatMoney({ currency, amount }: OperatorMoney, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    amount / minorFactor(currency),
  );
}
