import type { Problem } from '@store/contracts/commerce';
import { format } from '../../i18n/format.ts';
import { lineErrorText } from '../cart/line-error.ts';
import type { CartMessages } from '../cart/messages.ts';
import type { CheckoutMessages } from './messages.ts';

/**
 * Commerce's refusals of a checkout (requirements §7; services/commerce/README.md, "Orders and
 * payments") in the customer's words, each with what to do next. The problem's own detail is
 * English, for logs; only its status and members decide the text.
 */

export interface RefusalTexts {
  checkout: CheckoutMessages;
  lineErrors: CartMessages['lineErrors'];
  /** The store's country, in the locale. */
  countryName: string;
}

/** The first call with this key is still running: the same request answers once it is done. */
export function isKeyInUse(problem: Problem): boolean {
  return problem.status === 409 && problem.lineError === undefined && /Idempotency-Key/.test(problem.detail);
}

const pointsAt = (problem: Problem, path: string) =>
  problem.errors?.some((error) => error.path === path) ?? false;

export function refusalText(problem: Problem, texts: RefusalTexts): string {
  const m = texts.checkout.refusals;
  if (problem.lineError) {
    return format(m.line, { reason: lineErrorText(texts.lineErrors, problem) });
  }
  if (problem.status === 401) return m.sessionEnded;
  if (isKeyInUse(problem)) return m.inProgress;
  if (problem.status === 409 || problem.status === 404) return m.emptyCart;
  if (problem.status === 422) {
    if (pointsAt(problem, 'body.country')) {
      return format(texts.checkout.address.outsideStore, { country: texts.countryName });
    }
    if (pointsAt(problem, 'body.addressId')) return m.addressUnknown;
    if (pointsAt(problem, 'body.deliveryMethod')) return m.deliveryRequired;
    if (/Idempotency-Key/.test(problem.detail)) return m.changed;
  }
  return m.generic;
}
