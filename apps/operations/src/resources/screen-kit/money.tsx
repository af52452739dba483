import type { OperatorMoney } from '@store/contracts/operator-lists';
import { useLocaleState } from 'react-admin';
import { formatMoney } from './money-format.ts';

/** An amount as text in the console's language; nothing for a missing amount. */
export function Money({ value }: { value: OperatorMoney | null | undefined }) {
  const [language] = useLocaleState();
  return value ? <span>{formatMoney(value, language)}</span> : null;
}

/** An amount of the customer API's shape (major units with the currency) in the console's language. */
export function MajorMoney({ value }: { value: { currency: string; value: number } | null | undefined }) {
  const [language] = useLocaleState();
  return value ? (
    <span>
      {new Intl.NumberFormat(language, { style: 'currency', currency: value.currency }).format(value.value)}
    </span>
  ) : null;
}
