import { isPlainText, PLAIN_TEXT_RULE } from '@store/contracts/plain-text';
import type { Suggestion, SuggestionsAnswer } from '@store/contracts/suggestions';
import { LOCALES } from '@store/locales';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';

const suggestParamsSchema = z.object({
  locale: z.enum(LOCALES, { error: 'locale must be one of the store locales, e.g. en-us' }),
  q: z
    .string()
    .trim()
    .min(1, 'q must not be empty')
    .max(100, 'q must be at most 100 characters')
    .refine(isPlainText, `q must be ${PLAIN_TEXT_RULE}`),
});

const BAD_REQUEST = { title: 'Bad suggestion request' };

/**
 * GET /api/suggest?locale&q: products and categories for a partial query. Answers are the same for
 * every visitor, so the edge may keep them briefly; a catalogue change shows within that minute.
 */
export async function suggestRoute(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = suggestParamsSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    return problemResponse(400, parsed.error.issues.map((i) => i.message).join('; '), BAD_REQUEST);
  }
  const { locale, q } = parsed.data;
  const paths = storePaths(locale);
  try {
    const result = await commerce().suggest(locale, q, 6);
    const suggestions: Suggestion[] = [
      ...result.products.map((p) => ({
        kind: 'product' as const,
        label: p.name,
        href: paths.product(p.code),
      })),
      ...result.categories.map((c) => ({
        kind: 'category' as const,
        label: c.name,
        href: paths.category(c.id),
      })),
    ];
    const answer: SuggestionsAnswer = { suggestions };
    return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=30, s-maxage=60' } });
  } catch (error) {
    if (error instanceof CommerceProblem && error.status < 500) {
      return problemResponse(400, error.problem.detail, BAD_REQUEST);
    }
    logger.warn({ err: error }, 'suggest failed; the search box shows no suggestions');
    return Response.json({ suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } });
  }
}
