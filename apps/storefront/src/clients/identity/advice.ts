/**
 * Step-up advices (requirements §4 Request retry and step-up) as the SDK's HttpClient reads them, without
 * the SDK: pages decide with these whether a 401 means "renew the token" or "step up", and the
 * HTTP client refuses an empty advice list before asking the identity provider anything.
 */

/** requirements §5: step-up requires a non-empty advice list; requirements §8 names this message (the SDK's own). */
export const EMPTY_ADVICE_MESSAGE = 'Error: Transactional or Service Advice is empty.';

export interface Advices {
  TransactionConditionAdvice?: string[];
  AuthenticateToServiceConditionAdvice?: string[];
}

/**
 * The advices of a WWW-Authenticate challenge, read as the SDK reads them: the comma-separated
 * part naming `advices` holds base64 JSON in quotes. Undefined when the header carries none.
 */
export function challengeAdvices(header: string | null | undefined): Advices | undefined {
  if (!header?.includes('advices')) return undefined;
  const part = header.split(',').find((p) => p.includes('advices')) ?? '';
  const encoded = /"(\S+)"/.exec(part)?.[1];
  if (!encoded) return {};
  try {
    const value: unknown = JSON.parse(atob(encoded));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const record = value as Record<string, unknown>;
    const list = (key: keyof Advices) =>
      Array.isArray(record[key])
        ? (record[key] as unknown[]).filter((v) => typeof v === 'string')
        : undefined;
    const transaction = list('TransactionConditionAdvice');
    const service = list('AuthenticateToServiceConditionAdvice');
    return {
      ...(transaction ? { TransactionConditionAdvice: transaction } : {}),
      ...(service ? { AuthenticateToServiceConditionAdvice: service } : {}),
    };
  } catch {
    return {};
  }
}

/** The advices of a JSON answer (`{advices: {...}}`, as AM's REST policies answer); undefined without. */
export function bodyAdvices(body: unknown): Advices | undefined {
  if (!body || typeof body !== 'object' || !('advices' in body)) return undefined;
  const { advices } = body as { advices: unknown };
  return challengeAdvices(`advices="${btoa(JSON.stringify(advices ?? {}))}"`);
}

/** Whether advices name at least one transaction or service to step up for (the SDK's hasAuthzAdvice). */
export function hasAdvice(advices: Advices | undefined): boolean {
  return Boolean(
    advices?.AuthenticateToServiceConditionAdvice?.length || advices?.TransactionConditionAdvice?.length,
  );
}

/**
 * The retry decision (requirements §4): a 401 without advices means the token was refused, so the request
 * is retried once with a renewed token; a 401 carrying advices asks for step-up instead, which a
 * new token would not satisfy.
 */
export function needsNewToken(response: { status: number; headers: Headers }): boolean {
  return response.status === 401 && challengeAdvices(response.headers.get('www-authenticate')) === undefined;
}

/**
 * The composite_advice value the SDK builds from advices names no transaction or service: its
 * `<Value>` is empty. Checked before the tree starts, so the failure is requirements §8's message and not
 * the identity provider's refusal of an empty advice.
 */
export function isEmptyCompositeAdvice(authIndexValue: string): boolean {
  const value = /<Value>([\s\S]*?)<\/Value>/.exec(authIndexValue)?.[1];
  return value === undefined || value.trim() === '';
}
