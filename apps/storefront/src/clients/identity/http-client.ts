import { HttpClient, type ConfigOptions, type FRStep } from '@forgerock/javascript-sdk';
import {
  bodyAdvices,
  challengeAdvices,
  EMPTY_ADVICE_MESSAGE,
  hasAdvice,
  isEmptyCompositeAdvice,
  needsNewToken,
  type Advices,
} from './advice.ts';
import { AUTH_TIMEOUT_MS, sdkOptions, type IdentitySettings } from './config.ts';
import { configureSdk } from './sdk.ts';
import { answerStep, stepCallbacks, type Answers, type CallbackView } from './tree.ts';

/**
 * The HTTP client of requirements §4 (Request retry and step-up), on the SDK's HttpClient: the stored
 * access token goes with the request; a 401 without advices is retried once with a renewed token;
 * a response carrying advices runs the step-up tree (composite_advice) through `onStep`, then the
 * request is retried with the transaction (the SDK adds `_txid` to the address after a
 * WWW-Authenticate challenge, or the X-TxID header after a JSON one). Loaded by dynamic import,
 * only by pages that make such calls.
 */

/** What the customer is asked in one step of the step-up tree. */
export interface StepUpPrompt {
  stage: string;
  header: string;
  description: string;
  callbacks: CallbackView[];
}

/** Shows a step and resolves with the customer's answers (a cancel answers the tree's Cancel option). */
export type StepUpHandler = (prompt: StepUpPrompt) => Promise<Answers>;

/** The step-up tree ended in failure: a wrong password or a cancel. Nothing was let through. */
export class StepUpFailedError extends Error {
  override name = 'StepUpFailedError';
}

export interface ProtectedRequest {
  /** A path on this origin or an absolute address (the SDK needs an absolute one to add `_txid`). */
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

/** How long an answered step may take, the retried call included, before the client gives up. */
export const STEP_ANSWER_TIMEOUT_MS = AUTH_TIMEOUT_MS + 5000;
export const STEP_UP_STALLED_MESSAGE = 'Authorization timed out';
/** requirements §8's words for a step-up tree whose first answer is not a step (the SDK quotes "step"). */
export const NOT_A_STEP_MESSAGE = 'Initial response from auth server not a step';

type Middleware = NonNullable<ConfigOptions['middleware']>[number];

/** requirements §5: refuses an empty advice list before the tree starts, with requirements §8's message. */
const refuseEmptyAdvice: Middleware = (_request, action, next) => {
  const payload = action.payload as { type?: unknown; tree?: unknown } | undefined;
  if (payload?.type === 'composite_advice' && isEmptyCompositeAdvice(String(payload.tree ?? ''))) {
    throw new Error(EMPTY_ADVICE_MESSAGE);
  }
  next();
};

function promptOf(step: FRStep): StepUpPrompt {
  return {
    stage: step.getStage() ?? '',
    header: step.getHeader() ?? '',
    description: step.getDescription() ?? '',
    callbacks: stepCallbacks(step),
  };
}

/** The advices a response carries, read where the SDK reads them: WWW-Authenticate of a 401, else a JSON body. */
async function responseAdvices(response: Response): Promise<Advices | undefined> {
  if (response.status === 401) {
    const fromHeader = challengeAdvices(response.headers.get('www-authenticate'));
    if (fromHeader) return fromHeader;
  }
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  return bodyAdvices(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
}

export async function protectedRequest(
  settings: IdentitySettings,
  request: ProtectedRequest,
  onStep: StepUpHandler,
): Promise<Response> {
  configureSdk(settings);
  const options = () => ({
    url: new URL(request.url, settings.origin).toString(),
    // Fresh each time: the SDK writes the token into the headers it is given.
    init: {
      method: request.method,
      headers: { Accept: 'application/json', ...request.headers },
      credentials: 'same-origin' as const,
      cache: 'no-store' as const,
      ...(request.body === undefined ? {} : { body: request.body }),
    },
    timeout: AUTH_TIMEOUT_MS,
    requiresNewToken: needsNewToken,
  });

  // Given `authorization`, the SDK throws "Unable to process advice" at any answer without advices,
  // a success included; so the call goes out plainly first, and again with step-up only when it
  // was asked for. An answer that asks for step-up has done nothing, so sending it again is safe.
  const first = await HttpClient.request(options());
  const advices = await responseAdvices(first);
  if (advices === undefined) return first;
  if (!hasAdvice(advices)) throw new Error(EMPTY_ADVICE_MESSAGE);
  await first.body?.cancel();

  // The SDK answers a step without catching: if that call fails, its promise never settles. Once
  // the customer has answered, the client gives up after the identity provider's own timeout.
  let stalled: (error: Error) => void = () => undefined;
  const watchdog = new Promise<never>((_resolve, reject) => {
    stalled = reject;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      HttpClient.request({
        ...options(),
        authorization: {
          config: { ...sdkOptions(settings), middleware: [refuseEmptyAdvice] },
          handleStep: async (step) => {
            clearTimeout(timer);
            const answers = await onStep(promptOf(step));
            timer = setTimeout(() => stalled(new Error(STEP_UP_STALLED_MESSAGE)), STEP_ANSWER_TIMEOUT_MS);
            return answerStep(step, answers);
          },
        },
      }),
      watchdog,
    ]);
  } catch (error) {
    // The SDK rejects a failed tree with a bare string, not an Error.
    if (typeof error === 'string' && /tree failure/i.test(error)) throw new StepUpFailedError(error);
    if (error instanceof Error && error.message.includes('Initial response from auth server not a')) {
      throw new Error(NOT_A_STEP_MESSAGE, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
