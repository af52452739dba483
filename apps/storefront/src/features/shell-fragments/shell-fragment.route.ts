import { CONTENT_FILES } from '@store/contracts/content';
import { isLocale } from '@store/locales';
import { loadFragment } from '../../clients/content.ts';
import { sanitizeFragment } from '../../shell/sanitize-fragment.ts';

const FILES = { nav: CONTENT_FILES.navHtml, footer: CONTENT_FILES.footerHtml } as const;

/**
 * GET /api/shell-fragments/{locale}/{part}: the sanitised editable-template fragment of a locale's
 * header or footer, for a flag turned on in an open page.
 */
export async function shellFragmentRoute(locale: string, part: string): Promise<Response> {
  if (!isLocale(locale) || (part !== 'nav' && part !== 'footer')) {
    return Response.json({ title: 'Unknown locale or part', status: 404 }, { status: 404 });
  }
  const html = await loadFragment(locale, FILES[part]);
  if (html === undefined) {
    return Response.json(
      { title: 'The content system did not answer; the standard header and footer stay.', status: 503 },
      { status: 503, headers: { 'Retry-After': '60' } },
    );
  }
  return new Response(sanitizeFragment(html, locale), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}
