import { isLocale, type Locale } from '@store/locales';
import { z } from 'zod';
import { problemResponse } from '../../clients/problem-response.ts';

const bearerPattern = /^Bearer ([\x21-\x7e]{1,4096})$/;

/** The access token of an `Authorization: Bearer` header; undefined without a well-formed one. */
export function bearerToken(request: Request): string | undefined {
  return bearerPattern.exec(request.headers.get('authorization') ?? '')?.[1];
}

export interface CustomerRequest {
  locale: Locale;
  accessToken: string;
  params: URLSearchParams;
}

type Parsed = { ok: true; value: CustomerRequest } | { ok: false; response: Response };

/** The locale in the address and the bearer token every customer route needs. */
export function parseCustomerRequest(request: Request): Parsed {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale');
  if (!isLocale(locale)) {
    return {
      ok: false,
      response: problemResponse(400, 'expects locale, one of the store locales (e.g. en-gb)'),
    };
  }
  const token = bearerToken(request);
  if (!token) {
    return {
      ok: false,
      response: problemResponse(401, 'expects an Authorization: Bearer access token; sign in again'),
    };
  }
  return { ok: true, value: { locale, accessToken: token, params } };
}

/** A customer route's caller when the route names the user: the locale, the user id and the token. */
export interface CustomerCaller {
  locale: Locale;
  userId: string;
  accessToken: string;
}

const userIdSchema = z.uuid();

/** The caller of a route that takes `userId` beside the locale, or the problem answer to send instead. */
export function customerCaller(request: Request): CustomerCaller | Response {
  const parsed = parseCustomerRequest(request);
  if (!parsed.ok) return parsed.response;
  const { locale, accessToken, params } = parsed.value;
  const userId = userIdSchema.safeParse(params.get('userId'));
  if (!userId.success) return problemResponse(400, 'expects userId, the signed-in user id (a UUID)');
  return { locale, userId: userId.data, accessToken };
}

/** The largest JSON body a customer route reads: its bodies are a few short fields. */
const MAX_BODY_CHARS = 4096;

/**
 * The request's JSON body, or the problem answer to send instead: 413 over the limit, 400 when it
 * is not JSON (`example` shows the caller what to send).
 */
export async function readJsonBody(request: Request, example: string): Promise<unknown | Response> {
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) {
    return problemResponse(413, `expects a body of at most ${MAX_BODY_CHARS} characters`);
  }
  try {
    return JSON.parse(text);
  } catch {
    return problemResponse(400, `expects a JSON body such as ${example}`);
  }
}
