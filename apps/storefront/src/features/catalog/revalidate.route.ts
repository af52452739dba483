import { createHash, timingSafeEqual } from 'node:crypto';
import { storefrontRevalidateSchema } from '@store/contracts/operator-system';
import { revalidatePath } from 'next/cache';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { serverEnv } from '../../config/server-env.ts';

/**
 * POST /api/revalidate: commerce, after an operator changed the catalogue, names the store pages
 * that show it, and each is rendered again on its next request instead of at the end of its
 * revalidation time. The catalogue data those pages read already follows the catalogue version
 * (catalog-data.ts). Only the platform key may ask: a render costs the store work.
 */

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so that neither the key's length nor a matching prefix shows in the timing. */
function isPlatformKey(given: string | null): boolean {
  const key = serverEnv().COMMERCE_API_KEY;
  return given !== null && key !== undefined && timingSafeEqual(digest(given), digest(key));
}

export async function revalidateRoute(request: Request): Promise<Response> {
  if (!isPlatformKey(request.headers.get('x-api-key'))) {
    return problemResponse(401, 'Revalidating pages needs the platform key in x-api-key.');
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return problemResponse(400, 'The body must be JSON: {"paths": ["/en-us/p/A100123"]}.');
  }
  const parsed = storefrontRevalidateSchema.safeParse(body);
  if (!parsed.success) {
    return problemResponse(400, parsed.error.issues.map((issue) => issue.message).join('; '), {
      title: 'Bad revalidation request',
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  for (const path of parsed.data.paths) revalidatePath(path);
  logger.info({ paths: parsed.data.paths }, 'store pages revalidated after a catalogue change');
  return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
