import {
  assistedSessionSchema,
  STAFF_IDENTITY_PATHS,
  STAFF_LOGIN_TREE,
  staffSessionSchema,
  type AssistedSession,
  type StaffSession,
} from '@store/contracts/staff';
import { z } from 'zod';
import { serverSystemUrls } from '../../config/server-env.ts';

/**
 * The identity service's staff realm, spoken by this server only (the support pages): the
 * StaffLogin tree (password, then the one-time code), the staff session's validation, and assisted
 * sessions. The browser never sees a step of the tree nor the staff token.
 */

const STAFF_TIMEOUT_MS = 5000;

const callbackSchema = z.looseObject({
  type: z.string(),
  output: z.array(z.object({ name: z.string(), value: z.unknown() })),
  input: z.array(z.object({ name: z.string(), value: z.unknown() })).optional(),
});
type Callback = z.infer<typeof callbackSchema>;
const stepSchema = z.object({ authId: z.string().min(1), callbacks: z.array(callbackSchema) });
const successSchema = z.object({ tokenId: z.string().min(1) });

export type StaffLoginOutcome =
  | { kind: 'step'; authId: string }
  | { kind: 'signed-in'; tokenId: string }
  | { kind: 'refused'; reason: 'wrong' | 'throttled' | 'expired' }
  | { kind: 'unavailable' };

/** The address the browser uses, which the identity service serves per origin (its providers). */
export interface PublicOrigin {
  proto: 'http' | 'https';
  host: string;
}

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response | undefined> {
  try {
    return await fetch(`${serverSystemUrls().identity}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-api-version': 'protocol=1.0,resource=2.1',
        ...headers,
      },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(STAFF_TIMEOUT_MS),
    });
  } catch {
    return undefined;
  }
}

const authenticatePath = `${STAFF_IDENTITY_PATHS.authenticate}?authIndexType=service&authIndexValue=${STAFF_LOGIN_TREE}`;

async function outcome(response: Response | undefined): Promise<StaffLoginOutcome> {
  if (!response || response.status >= 500) return { kind: 'unavailable' };
  if (response.status === 429) return { kind: 'refused', reason: 'throttled' };
  if (!response.ok) return { kind: 'refused', reason: response.status === 401 ? 'wrong' : 'expired' };
  const body: unknown = await response.json().catch(() => undefined);
  const success = successSchema.safeParse(body);
  if (success.success) return { kind: 'signed-in', tokenId: success.data.tokenId };
  const step = stepSchema.safeParse(body);
  return step.success ? { kind: 'step', authId: step.data.authId } : { kind: 'unavailable' };
}

/** Fills each callback's first input with the answer for its type, in the order the tree asked. */
function answer(callbacks: Callback[], values: Record<string, string>): Callback[] {
  return callbacks.map((callback) => {
    const value = values[callback.type];
    if (value === undefined || !callback.input?.length) return callback;
    const [first, ...rest] = callback.input;
    return { ...callback, input: [{ name: first?.name ?? 'IDToken1', value }, ...rest] };
  });
}

/** Username and password: the pending one-time-code step, or why not. */
export async function submitStaffPassword(username: string, password: string): Promise<StaffLoginOutcome> {
  const first = await post(authenticatePath, {});
  if (!first?.ok) return outcome(first);
  const step = stepSchema.safeParse(await first.json().catch(() => undefined));
  if (!step.success) return { kind: 'unavailable' };
  return outcome(
    await post(authenticatePath, {
      authId: step.data.authId,
      callbacks: answer(step.data.callbacks, { NameCallback: username, PasswordCallback: password }),
    }),
  );
}

/** The one-time code for the pending step `authId`, which asks one PasswordCallback. */
export async function submitStaffCode(authId: string, code: string): Promise<StaffLoginOutcome> {
  return outcome(
    await post(authenticatePath, {
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

/** The staff session behind a token; undefined when the identity service could not say. */
export async function validateStaffToken(tokenId: string): Promise<StaffSession | undefined> {
  const response = await post(STAFF_IDENTITY_PATHS.validate, { tokenId });
  if (!response?.ok) return undefined;
  const session = staffSessionSchema.safeParse(await response.json().catch(() => undefined));
  return session.success ? session.data : undefined;
}

export type AssistedSessionOutcome =
  | { kind: 'started'; session: AssistedSession }
  | { kind: 'refused'; status: 401 | 403 | 404 | 400 }
  | { kind: 'unavailable' };

/**
 * An assisted session for the customer `userId`, started with the staff token; the customer's AM
 * session belongs to the origin the browser uses, so the call names it as a proxy would.
 */
export async function startAssistedSession(
  staffToken: string,
  userId: string,
  origin: PublicOrigin,
): Promise<AssistedSessionOutcome> {
  const response = await post(
    STAFF_IDENTITY_PATHS.assistedSessions,
    { userId },
    {
      authorization: `Bearer ${staffToken}`,
      'x-forwarded-proto': origin.proto,
      'x-forwarded-host': origin.host,
    },
  );
  if (!response || response.status >= 500) return { kind: 'unavailable' };
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    return { kind: 'refused', status: response.status };
  }
  if (!response.ok) return { kind: 'refused', status: 400 };
  const session = assistedSessionSchema.safeParse(await response.json().catch(() => undefined));
  return session.success ? { kind: 'started', session: session.data } : { kind: 'unavailable' };
}

/** Ends a staff session; the identity service answers alike whether or not there was one. */
export async function endStaffSession(tokenId: string): Promise<void> {
  await post(STAFF_IDENTITY_PATHS.logout, { tokenId });
}
