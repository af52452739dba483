import {
  STAFF_IDENTITY_PATHS,
  STAFF_LOGIN_TREE,
  staffSessionSchema,
  type StaffSession,
} from '@store/contracts/staff';
import { z } from 'zod';
import { embeddedRecaptchaPass } from '@store/config';
import { identityBase, serverEnv } from './server-env.ts';

/**
 * The identity service's staff realm, spoken server-side: the StaffLogin tree (password, then the
 * one-time code), and the staff session's validate and logout. The browser never sees the tree's
 * steps or the token.
 */

const callbackSchema = z.looseObject({
  type: z.string(),
  output: z.array(z.object({ name: z.string(), value: z.unknown() })),
  input: z.array(z.object({ name: z.string(), value: z.unknown() })).optional(),
});
type Callback = z.infer<typeof callbackSchema>;
const stepSchema = z.object({ authId: z.string(), callbacks: z.array(callbackSchema) });
const successSchema = z.object({ tokenId: z.string().min(1) });

export type LoginOutcome =
  | { kind: 'step'; authId: string }
  | { kind: 'signed-in'; tokenId: string }
  | { kind: 'refused'; reason: 'wrong' | 'throttled' | 'expired'; retryAfter?: number }
  | { kind: 'unavailable' };

const authenticateUrl = () =>
  `${identityBase()}${STAFF_IDENTITY_PATHS.authenticate}?authIndexType=service&authIndexValue=${STAFF_LOGIN_TREE}`;

async function post(url: string, body: unknown): Promise<Response | undefined> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return undefined;
  }
}

async function outcome(response: Response | undefined): Promise<LoginOutcome> {
  if (!response || response.status >= 500) return { kind: 'unavailable' };
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return { kind: 'refused', reason: 'throttled', ...(retryAfter > 0 ? { retryAfter } : {}) };
  }
  if (!response.ok) return { kind: 'refused', reason: response.status === 401 ? 'wrong' : 'expired' };
  const body: unknown = await response.json();
  const success = successSchema.safeParse(body);
  if (success.success) return { kind: 'signed-in', tokenId: success.data.tokenId };
  const step = stepSchema.safeParse(body);
  return step.success ? { kind: 'step', authId: step.data.authId } : { kind: 'unavailable' };
}

/** Fills each callback's first input with the answer for its type, in the order AM asked. */
function answer(callbacks: Callback[], values: Record<string, string>): Callback[] {
  return callbacks.map((callback) => {
    const value = values[callback.type];
    if (value === undefined || !callback.input?.length) return callback;
    const [first, ...rest] = callback.input;
    return { ...callback, input: [{ name: first?.name ?? 'IDToken1', value }, ...rest] };
  });
}

async function firstStep(): Promise<z.infer<typeof stepSchema> | LoginOutcome> {
  const response = await post(authenticateUrl(), {});
  if (!response?.ok) return outcome(response);
  const step = stepSchema.safeParse(await response.json());
  return step.success ? step.data : { kind: 'unavailable' };
}

/** Username and password: the next step (the one-time code) or why not. */
export async function submitPassword(username: string, password: string): Promise<LoginOutcome> {
  const step = await firstStep();
  if ('kind' in step) return step;
  // After repeated failures the tree adds a reCAPTCHA; the embedded identity service's local pass answers it.
  const recaptcha = embeddedRecaptchaPass(serverEnv());
  return outcome(
    await post(authenticateUrl(), {
      authId: step.authId,
      callbacks: answer(step.callbacks, {
        NameCallback: username,
        PasswordCallback: password,
        ...(recaptcha ? { ReCaptchaCallback: recaptcha } : {}),
      }),
    }),
  );
}

/** The one-time code for the pending step `authId`: that step asks one PasswordCallback (IDToken1). */
export async function submitCode(authId: string, code: string): Promise<LoginOutcome> {
  return outcome(
    await post(authenticateUrl(), {
      authId,
      callbacks: [
        {
          type: 'PasswordCallback',
          output: [{ name: 'prompt', value: 'One-time code' }],
          input: [{ name: 'IDToken1', value: code }],
        },
      ],
    }),
  );
}

export async function validateStaffToken(tokenId: string): Promise<StaffSession | undefined> {
  const response = await post(`${identityBase()}${STAFF_IDENTITY_PATHS.validate}`, { tokenId });
  if (!response?.ok) return undefined;
  const session = staffSessionSchema.safeParse(await response.json());
  return session.success ? session.data : undefined;
}

export async function endStaffSession(tokenId: string): Promise<void> {
  await post(`${identityBase()}${STAFF_IDENTITY_PATHS.logout}`, { tokenId });
}
