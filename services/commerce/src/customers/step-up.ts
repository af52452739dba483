import { z } from 'zod';
import { COMMERCE_HEADERS } from '@store/contracts/commerce';
import { identityPaths } from '@store/contracts/identity';
import { IdentityUnavailableError } from './customer-tokens.ts';

/**
 * Step-up through the identity provider's transaction API (services/identity README, Step-up):
 * a protected call without a confirmed transaction gets a fresh challenge to answer 401 with; the
 * call retried with the transaction's id consumes it, so one step-up lets exactly one call through.
 * Services prove themselves to that API with the platform key.
 */

export const STEP_UP_TIMEOUT_MS = 5000;

const createdSchema = z.object({ id: z.uuid(), wwwAuthenticate: z.string().min(1) });

export interface StepUpOptions {
  /** The identity provider's base (systemUrls(env).identity). */
  identityBaseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

export class StepUp {
  readonly #transactionsUrl: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;

  constructor(options: StepUpOptions) {
    this.#transactionsUrl = `${options.identityBaseUrl.replace(/\/+$/, '')}${identityPaths().transactions}`;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? STEP_UP_TIMEOUT_MS;
  }

  /** A new transaction for the user; the WWW-Authenticate value that asks for it (stepUpChallenge). */
  async challenge(userId: string, description: string): Promise<string> {
    const response = await this.#post(this.#transactionsUrl, { userId, description });
    const body = createdSchema.safeParse(await response.json().catch(() => undefined));
    if (response.status !== 201 || !body.success) {
      throw new IdentityUnavailableError(
        `The identity provider did not open a step-up transaction (it answered ${response.status}).`,
      );
    }
    return body.data.wwwAuthenticate;
  }

  /** True once per transaction the user completed; false for unknown, foreign, pending or used ones. */
  async consume(transactionId: string, userId: string): Promise<boolean> {
    const response = await this.#post(
      `${this.#transactionsUrl}/${encodeURIComponent(transactionId)}?_action=consume`,
      { userId },
    );
    await response.body?.cancel();
    if (response.status === 200) return true;
    if (response.status === 409 || response.status === 400 || response.status === 404) return false;
    throw new IdentityUnavailableError(
      `The identity provider could not confirm the step-up (it answered ${response.status}).`,
    );
  }

  async #post(url: string, body: unknown): Promise<Response> {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [COMMERCE_HEADERS.apiKey]: this.#apiKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new IdentityUnavailableError(
        timedOut
          ? `The identity provider did not answer within ${this.#timeoutMs / 1000} s.`
          : 'The identity provider cannot be reached.',
        { cause: error },
      );
    }
  }
}
