import { LOCALES } from '@store/locales';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';

const suggestParamsSchema = z.object({
  locale: z.enum(LOCALES, { error: 'locale must be one of the store locales, e.g. en-us' }),
  q: z.string().trim().min(1, 'q must not be empty').max(100, 'q must be at most 100 characters'),
});

/** What the search box lists: a label and where it leads. */
export interface Suggestion {
  kind: 'product' | 'category';
  label: string;
  href: string;
}

const problem = (status: number, title: string, detail: string) =>
  Response.json(
    { title, status, detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/**
 * Products and categories for a partial query. Answers are the same for every visitor, so the edge
 * may keep them briefly; a catalogue change shows within that minute.
 */
export async function suggestSuggestions(params: URLSearchParams): Promise<Response> {
  const parsed = suggestParamsSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    return problem(400, 'Bad suggestion request', parsed.error.issues.map((i) => i.message).join('; '));
  }
  const { locale, q } = parsed.data;
  try {
    const result = await commerce().suggest(locale, q, 6);
    const suggestions: Suggestion[] = [
      ...result.products.map((p) => ({
        kind: 'product' as const,
        label: p.name,
        href: `/${locale}/p/${p.code}`,
      })),
      ...result.categories.map((c) => ({
        kind: 'category' as const,
        label: c.name,
        href: `/${locale}/category/${c.id}`,
      })),
    ];
    return Response.json(
      { suggestions },
      { headers: { 'Cache-Control': 'public, max-age=30, s-maxage=60' } },
    );
  } catch (error) {
    if (error instanceof CommerceProblem && error.status < 500) {
      return problem(400, 'Bad suggestion request', error.problem.detail);
    }
    logger.warn({ err: error }, 'suggest failed; the search box shows no suggestions');
    return Response.json({ suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } });
  }
}
