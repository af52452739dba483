import type { CommerceProblemBody as Problem } from '../../clients/commerce/commerce-client.ts';
import { format } from '../../i18n/format.ts';
import { lineErrorText } from '../cart/line-error.ts';
import type { CartMessages } from '../cart/messages.ts';
import type { CheckoutMessages } from './messages.ts';
import { paymentFieldOf, type PaymentErrors, type PaymentField } from './payment-form.ts';

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

/** Commerce's 422 for a placement without a passed robot check (the checkout reCAPTCHA flag). */
export function isRecaptchaRefusal(problem: Problem): boolean {
  return problem.status === 422 && pointsAt(problem, 'body.recaptchaToken');
}

/** Commerce's 422 on payment fields, each worded for its field (the problem's own words are English). */
export function paymentErrorsOf(
  problem: Problem,
  texts: Record<PaymentField, string>,
): PaymentErrors | undefined {
  if (problem.status !== 422) return undefined;
  const errors: PaymentErrors = {};
  for (const error of problem.errors ?? []) {
    const field = paymentFieldOf(error.path);
    if (field) errors[field] = texts[field];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The qualification gate's 422: the lines above the customer's level and the level each needs. */
export function qualificationLinesOf(
  problem: Problem,
): { itemCode: string; requiredLevel: string }[] | undefined {
  if (problem.status !== 422 || !problem.qualificationRequired?.length) return undefined;
  return problem.qualificationRequired.map(({ itemCode, requiredLevel }) => ({ itemCode, requiredLevel }));
}

export function refusalText(problem: Problem, texts: RefusalTexts): string {
  const m = texts.checkout.refusals;
  if (problem.lineError) {
    return format(m.line, { reason: lineErrorText(texts.lineErrors, problem) });
  }
  if (qualificationLinesOf(problem)) return m.qualification;
  if (isRecaptchaRefusal(problem)) return texts.checkout.robot.required;
  if (paymentErrorsOf(problem, texts.checkout.payment.refused)) return texts.checkout.payment.errorSummary;
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
