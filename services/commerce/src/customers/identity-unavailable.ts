import { ProblemError } from '@store/service-runtime';
import { IdentityUnavailableError } from './customer-tokens.ts';

/** An identity provider that cannot answer is a 503 naming what waits for it, never a 500. */
export function askIdentity<T>(call: Promise<T>, consequence: string): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof IdentityUnavailableError) {
      throw new ProblemError(503, `${error.message} ${consequence}`);
    }
    throw error;
  });
}
