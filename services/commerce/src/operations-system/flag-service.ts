import { z } from 'zod';
import { FLAG_NAMES, FLAG_VALUE_SCHEMAS, FLAGS, type FlagName } from '@store/contracts';
import {
  flagAdminAnswerSchema,
  type FlagAdminAnswer,
  type OperatorFlag,
} from '@store/contracts/operator-system';
import { ProblemError } from '@store/service-runtime';

/**
 * The flag service as the operator API sees it: the values it serves, read over OFREP (as every
 * other reader does) for a context without attributes, so a targeting rule shows only where it has
 * no condition; and its admin write, which only the embedded flag service has.
 */

export const FLAG_SERVICE_TIMEOUT_MS = 3000;

const bulkAnswerSchema = z.object({
  flags: z.array(z.object({ key: z.string(), value: z.unknown(), reason: z.string().optional() })),
});

async function ask(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(FLAG_SERVICE_TIMEOUT_MS) });
  } catch {
    throw new ProblemError(503, 'The flag service does not answer; try again in a moment.');
  }
}

export async function readFlags(flagsUrl: string): Promise<OperatorFlag[]> {
  const response = await ask(`${flagsUrl}/ofrep/v1/evaluate/flags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ context: {} }),
  });
  const parsed = bulkAnswerSchema.safeParse(response.ok ? await response.json() : undefined);
  if (!parsed.success)
    throw new ProblemError(502, `The flag service answered ${response.status} to an evaluation.`);
  const served = new Map(parsed.data.flags.map((flag) => [flag.key, flag]));
  return FLAG_NAMES.map((key) => {
    const flag = served.get(key);
    return {
      id: key,
      type: FLAGS[key].type,
      value: flag?.value ?? FLAGS[key].defaultValue,
      defaultValue: FLAGS[key].defaultValue,
      reason: flag?.reason ?? 'DEFAULT',
    };
  });
}

/** The value checked against the flag's type: a 400 the operator can act on, before anything is written. */
export function flagValueOrProblem(key: FlagName, value: unknown): unknown {
  const parsed = FLAG_VALUE_SCHEMAS[key].safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = z.prettifyError(parsed.error);
  throw new ProblemError(400, `That is not a value of ${key} (${FLAGS[key].type}): ${issues}`, {
    errors: [{ path: 'body.value', message: issues }],
  });
}

export async function writeFlag(
  flagsUrl: string,
  apiKey: string | undefined,
  key: FlagName,
  value: unknown,
): Promise<FlagAdminAnswer> {
  if (!apiKey) {
    throw new ProblemError(503, 'Flags cannot be changed: the platform key (COMMERCE_API_KEY) is not set.');
  }
  const response = await ask(`${flagsUrl}/admin/flags/${encodeURIComponent(key)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ value }),
  });
  if (response.status === 404) {
    throw new ProblemError(
      502,
      'The flag service takes no writes (an external service, or one without the platform key).',
    );
  }
  if (!response.ok) {
    throw new ProblemError(
      502,
      `The flag service refused the change (${response.status}); the flag is unchanged.`,
    );
  }
  const parsed = flagAdminAnswerSchema.safeParse(await response.json());
  if (!parsed.success)
    throw new ProblemError(502, 'The flag service answered the change in an unknown shape.');
  return parsed.data;
}
