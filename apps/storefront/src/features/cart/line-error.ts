import type { Problem } from '@store/contracts/commerce';
import { format } from '../../i18n/format.ts';
import type { CartMessages } from './messages.ts';

/** A refused line in the visitor's words, naming the limit when one was crossed. */
export function lineErrorText(
  messages: CartMessages['lineErrors'],
  error: Pick<Problem, 'lineError' | 'limit'> | undefined,
): string {
  if (!error?.lineError) return messages.generic;
  return format(messages[error.lineError], { limit: error.limit ?? '' });
}
