import {
  operatorCatalogueChangeSchema,
  operatorCatalogueItemSchema,
  operatorCatalogueListSchema,
  operatorCatalogueParamsSchema,
  operatorCatalogueQuerySchema,
} from '@store/contracts/operator-system';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import { catalogueItem, changeCatalogueItem, listCatalogueItems } from './catalogue-items.ts';
import { revalidateProductPages } from './storefront-revalidation.ts';

/** The catalogue per store for the staff (docs/operations.md): price, availability and stock. */

const MERCHANDISING = ['order-manager'] as const;

export const listCatalogueItemsOperation = operatorOperation({
  id: 'listCatalogueItems',
  method: 'GET',
  path: '/catalogue/items',
  summary: 'List the catalogue of a store',
  description:
    'Every item with a price list in the store’s currency, with its price and tiers in minor units, its stock, and whether the store sells its product; `q` matches an item or product code or the name in the store’s first language.',
  roles: MERCHANDISING,
  params: OPERATOR_NO_PARAMS,
  query: operatorCatalogueQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of items.', schema: operatorCatalogueListSchema },
});

export const updateCatalogueItemOperation = operatorOperation({
  id: 'updateCatalogueItem',
  method: 'PATCH',
  path: '/catalogue/items/:code',
  summary: 'Change an item’s price, availability or stock',
  description:
    'In one store: a base price in minor units (of the store’s currency, so every store of that currency; tiers keep their discount), whether the store sells the product (all its items), the stock. The catalogue gets a new version and the storefront is asked to render the product’s pages again.',
  roles: MERCHANDISING,
  params: operatorCatalogueParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorCatalogueChangeSchema,
  success: {
    status: 200,
    description: 'The item as the store now sells it.',
    schema: operatorCatalogueItemSchema,
  },
  problems: {
    404: 'There is no item with that code.',
    422: 'The item has no price list in the store’s currency.',
  },
});

export const catalogueOperator: OperatorRouteGroup = {
  operations: [listCatalogueItemsOperation, updateCatalogueItemOperation],
  register(route, { database, catalogue, env, log, bus }) {
    const revalidation = {
      url: env.STOREFRONT_REVALIDATE_URL,
      apiKey: env.COMMERCE_API_KEY,
      log,
      ...(env.REDIS_URL ? { bus } : {}),
    };
    route(listCatalogueItemsOperation, async ({ query }) =>
      listCatalogueItems((await catalogue.current()).snapshot, query),
    );
    route(updateCatalogueItemOperation, async ({ params, body, staff, requestId }) => {
      const { productCode } = await changeCatalogueItem(
        { db: database.db, staff, requestId },
        params.code,
        body,
      );
      const { snapshot } = await catalogue.changed();
      await revalidateProductPages(revalidation, productCode, body.siteId);
      return catalogueItem(snapshot, params.code, body.siteId);
    });
  },
};
