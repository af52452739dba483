import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { CONTENT_DATA_DIR } from '@store/content';
import { installProblemHandlers, serviceServerOptions } from '@store/service-runtime';
import { fileStore } from './content/file-cache.ts';
import { registerFileRoutes } from './http/file-routes.ts';
import { registerGraphqlRoutes } from './http/graphql-routes.ts';

/**
 * The content system of requirements §7: per-locale header, footer, banner, home, contact and
 * editorial page files under each regional site's content path, and the pdp-program persisted
 * GraphQL query. Files live in a folder so editors can change them without a deploy.
 */

export interface ContentRoutesOptions {
  /** Folder holding `{locale}/{file}` and `pdp/{contentLocale}.json`; defaults to the shipped data. */
  contentDir?: string;
}

/**
 * The content routes, relative to where they are mounted: the platform registers them under
 * /content, the standalone server at the root.
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  const load = fileStore(resolve(options.contentDir ?? CONTENT_DATA_DIR));

  installProblemHandlers(app, {
    notFoundDetail: (request) => `No content is published at ${request.url.split('?', 1)[0]}.`,
  });

  app.get('/health', async () => ({ status: 'ok' }));
  registerFileRoutes(app, load);
  registerGraphqlRoutes(app, load);
};

export interface ContentAppConfig {
  contentDir: string;
  logger?: FastifyServerOptions['logger'];
}

/** The standalone content service: the content routes at the root. */
export async function createApp(config: ContentAppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    ...serviceServerOptions(),
  });
  await app.register(contentRoutes, { contentDir: config.contentDir });
  return app;
}
