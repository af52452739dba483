import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  CONTENT_FILES,
  EDITORIAL_SLUG_PATTERN,
  bannerContentSchema,
  contactContentSchema,
  editorialPageFile,
  editorialPageSchema,
  footerContentSchema,
  homeContentSchema,
  navContentSchema,
} from '@store/contracts/content';
import { ALL_LOCALE_INFO } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { LoadFile } from '../content/file-cache.ts';
import { HTML_TYPE, JSON_TYPE, sendContent } from './send-content.ts';

/** Each locale's header, footer, banner, home and contact files, and its editorial pages. */

type ContentFile = (typeof CONTENT_FILES)[keyof typeof CONTENT_FILES];

const FILE_KINDS: Record<ContentFile, { contentType: string; schema?: z.ZodType }> = {
  [CONTENT_FILES.footerJson]: { contentType: JSON_TYPE, schema: footerContentSchema },
  [CONTENT_FILES.footerHtml]: { contentType: HTML_TYPE },
  [CONTENT_FILES.navJson]: { contentType: JSON_TYPE, schema: navContentSchema },
  [CONTENT_FILES.navHtml]: { contentType: HTML_TYPE },
  [CONTENT_FILES.banner]: { contentType: JSON_TYPE, schema: bannerContentSchema },
  [CONTENT_FILES.home]: { contentType: JSON_TYPE, schema: homeContentSchema },
  [CONTENT_FILES.contact]: { contentType: JSON_TYPE, schema: contactContentSchema },
};

export function registerFileRoutes(app: FastifyInstance, load: LoadFile): void {
  for (const info of ALL_LOCALE_INFO) {
    for (const [file, kind] of Object.entries(FILE_KINDS)) {
      app.get(`${info.contentPath}/${file}`, async (request, reply) => {
        const content = await load(join(info.locale, file), kind.schema);
        if (!content) throw new ProblemError(404, `${file} is not published for ${info.contentPath}.`);
        return sendContent(request, reply, content, kind.contentType);
      });
    }
  }

  // Editorial pages: pages/{slug}.json under each locale's path, the slug checked before any file is touched.
  for (const info of ALL_LOCALE_INFO) {
    app.get<{ Params: { '*': string } }>(`${info.contentPath}/pages/*`, async (request, reply) => {
      const wildcard = request.params['*'];
      const slug = wildcard.endsWith('.json') ? wildcard.slice(0, -'.json'.length) : '';
      if (!EDITORIAL_SLUG_PATTERN.test(slug)) {
        throw new ProblemError(404, `No page is published at ${info.contentPath}/pages/${wildcard}.`);
      }
      const file = editorialPageFile(slug);
      const content = await load(join(info.locale, file), editorialPageSchema);
      if (!content) throw new ProblemError(404, `${file} is not published for ${info.contentPath}.`);
      return sendContent(request, reply, content, JSON_TYPE);
    });
  }
}
