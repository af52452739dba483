import { ORDER_EMAIL_MAX_LENGTH, orderEmailChangeSchema } from '@store/contracts/commerce';

/**
 * The change form's own check, with the commerce contract's rule, so that the customer hears
 * about a typo before being asked for their password.
 */

export type InputProblem = 'required' | 'invalid' | 'tooLong';

export type CheckedInput = { ok: true; email: string } | { ok: false; problem: InputProblem };

export function checkOrderEmail(value: string): CheckedInput {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (trimmed.length > ORDER_EMAIL_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  const parsed = orderEmailChangeSchema.safeParse({ email: trimmed });
  return parsed.success ? { ok: true, email: parsed.data.email } : { ok: false, problem: 'invalid' };
}

/** What a change that was not saved tells the customer, from the answer the HTTP client ended with. */
export type ChangeFailure = 'invalid' | 'notConfirmed' | 'sessionEnded' | 'unavailable';

export function failureOf(status: number, carriesAdvice: boolean): ChangeFailure {
  if (status === 400) return 'invalid';
  // Still a challenge after the step-up: the confirmation was not accepted.
  if (status === 401) return carriesAdvice ? 'notConfirmed' : 'sessionEnded';
  return 'unavailable';
}
