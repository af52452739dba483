import type { LoginOutcome } from './staff-login.ts';
import { problem } from './problem.ts';

/**
 * A refused or failed sign-in step as problem+json; `code` names the case for the login page, which
 * shows it in the console's language (ops.login.errors.<code>).
 */
export function loginProblem(
  outcome: Exclude<LoginOutcome, { kind: 'step' | 'signed-in' }>,
  wrong: string,
): Response {
  if (outcome.kind === 'unavailable') {
    return problem(503, 'unavailable', 'The sign-in service does not answer. Try again shortly.');
  }
  if (outcome.reason === 'throttled') {
    const retryAfter = outcome.retryAfter ?? 60;
    return problem(
      429,
      'throttled',
      'Too many failed attempts. Wait, then try again.',
      { retryAfter },
      { 'retry-after': String(retryAfter) },
    );
  }
  if (outcome.reason === 'expired') return problem(400, 'expired', 'The sign-in took too long. Start again.');
  return problem(401, wrong, 'The details are not right.');
}
