import { catalogLanguage, CATEGORY_NAMES } from '@store/catalog';
import { CATEGORY_IDS, type Category } from '@store/contracts/commerce';
import type { Database } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { RouteGroup } from '../http/route-builder.ts';
import { catalogWriteToken, sameSecret, siteLocale } from '../http/site-context.ts';
import type { Catalogue } from './catalogue.ts';
import { patchProduct } from './edit.ts';
import { merchandise, orderedUnits } from './merchandising.ts';
import { toProduct } from './present.ts';
import { productRendition } from './product-images.ts';
import { searchProducts } from './search.ts';

/** The Catalogue operations (reads, revalidated by ETag) and Catalogue administration (changes). */

export interface CatalogueRouteDeps {
  database: Database;
  catalogue: Catalogue;
  /** The platform key, from which the catalogue-write token is derived. */
  apiKey: string;
}

export const catalogueRoutes: RouteGroup<CatalogueRouteDeps> = {
  tags: ['Catalogue', 'Catalogue administration'],
  register(route, { database, catalogue, apiKey }) {
    route('searchProducts', async ({ query, context }) => {
      const locale = siteLocale(context.site, query.locale);
      const { snapshot } = await catalogue.current();
      return searchProducts(database.db, snapshot, query, {
        siteId: context.site.siteId,
        language: catalogLanguage(locale),
        currency: context.site.currency,
      });
    });

    route('suggestProducts', async ({ query, context }) => {
      const locale = siteLocale(context.site, query.locale);
      const { suggest } = await catalogue.current();
      return suggest.suggest(catalogLanguage(locale), context.site.siteId, query.q, query.limit);
    });

    route('getProduct', async ({ params, query, context }) => {
      const locale = siteLocale(context.site, query.locale);
      const { snapshot } = await catalogue.current();
      const product = snapshot.products.get(params.code);
      if (!product || !product.stores.has(context.site.siteId)) {
        throw new ProblemError(404, `Site ${context.site.siteId} does not sell a product ${params.code}.`);
      }
      return toProduct(product, catalogLanguage(locale), context.site.currency);
    });

    route('getProductImage', async ({ params }) => {
      const rendition = await productRendition(database.db, params.code, params.file);
      if (!rendition)
        throw new ProblemError(404, `Product ${params.code} has no image ${params.file.version}.`);
      return rendition;
    });

    route('listCategories', async ({ query, context }) => {
      const language = catalogLanguage(siteLocale(context.site, query.locale));
      const { snapshot } = await catalogue.current();
      const counts = new Map<string, number>();
      for (const product of snapshot.byPopularity) {
        if (!product.stores.has(context.site.siteId)) continue;
        for (const category of product.categories) counts.set(category, (counts.get(category) ?? 0) + 1);
      }
      return CATEGORY_IDS.map((id): Category => ({
        id,
        name: CATEGORY_NAMES[id][language],
        productCount: counts.get(id) ?? 0,
      }));
    });

    route('getMerchandising', async ({ query, context }) => {
      const locale = siteLocale(context.site, query.locale);
      const { snapshot } = await catalogue.current();
      const units = await orderedUnits(database.db, context.site.siteId);
      return merchandise(snapshot, units, {
        siteId: context.site.siteId,
        language: catalogLanguage(locale),
        currency: context.site.currency,
        featured: query.featured ?? [],
        newReleases: query.newReleases,
        perCategory: query.perCategory,
      });
    });

    route('getCatalogVersion', async () => {
      const { snapshot } = await catalogue.current();
      return { version: snapshot.version };
    });

    route('listCatalogEntries', async ({ query, context }) => {
      siteLocale(context.site, query.locale);
      const { snapshot } = await catalogue.current();
      const products = [...snapshot.products.values()]
        .filter((product) => product.stores.has(context.site.siteId))
        .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
        .map(({ code, categories, updatedAt }) => ({ code, categories, updatedAt }));
      return { products };
    });

    route('patchCatalogProduct', async ({ params, body, context }) => {
      const { credentials } = context;
      if (credentials.kind !== 'server') {
        throw new ProblemError(
          401,
          'Changing the catalogue needs a server-to-server token in x-access-token.',
        );
      }
      if (!sameSecret(credentials.token, catalogWriteToken(apiKey))) {
        throw new ProblemError(403, 'The x-access-token may not change the catalogue.');
      }
      const language = catalogLanguage(siteLocale(context.site, body.locale));
      await patchProduct(database.db, params.code, body, { language, currency: context.site.currency });
      const { snapshot } = await catalogue.reload();
      const product = snapshot.products.get(params.code);
      if (!product) throw new ProblemError(404, `There is no product ${params.code} in the catalogue.`);
      return toProduct(product, language, context.site.currency);
    });
  },
};
