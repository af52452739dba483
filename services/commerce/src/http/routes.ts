import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogLanguage, CATEGORY_NAMES } from '@store/catalog';
import {
  CATEGORY_IDS,
  type Category,
  type CustomerCartRequest,
  type LogoutRequest,
  type OrderEmailChange,
} from '@store/contracts/commerce';
import { TRANSACTION_ID_HEADER } from '@store/contracts/identity';
import type { Database } from '@store/database';
import type { Locale } from '@store/locales';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { patchProduct } from '../catalogue/edit.ts';
import { toProduct } from '../catalogue/present.ts';
import { searchProducts } from '../catalogue/search.ts';
import {
  addBatch,
  addEntry,
  createCart,
  readCart,
  removeEntry,
  updateEntry,
  type CartScope,
} from '../carts/carts.ts';
import { customerCart } from '../carts/customer-carts.ts';
import { IdentityUnavailableError, type CustomerTokens } from '../customers/customer-tokens.ts';
import { customerFor, setOrderEmail, toOrderEmail, toProfile } from '../customers/customers.ts';
import { checkLogoutAddress } from '../customers/logout-address.ts';
import type { StepUp } from '../customers/step-up.ts';
import { operation, type OperationId } from './operations.ts';
import { parseInput, ProblemError } from './problem.ts';
import { catalogWriteToken, sameSecret, siteLocale, type SiteContext } from './site-context.ts';

/** The handlers of the operation table; schemas come from the table, shapes from the contract. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the customer is asked to confirm in the StepUp tree (its description). */
export const ORDER_EMAIL_STEP_UP = 'Change where your order confirmations and invoices are sent';

export interface RouteDeps {
  database: Database;
  catalogue: Catalogue;
  apiKey: string;
  customerTokens: CustomerTokens;
  stepUp: StepUp;
  /** Origins a logout may redirect to besides store paths and loopback addresses. */
  storeOrigins: ReadonlySet<string>;
  contextOf(request: FastifyRequest): SiteContext;
}

interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function parsed(id: OperationId, request: FastifyRequest): Input {
  const op = operation(id);
  return {
    params: op.params ? parseInput(op.params, request.params, 'path') : {},
    query: op.query ? (parseInput(op.query, request.query ?? {}, 'query') as Record<string, unknown>) : {},
    body: op.body
      ? op.bodyOptional && request.body === undefined
        ? undefined
        : parseInput(op.body, request.body, 'body')
      : undefined,
  };
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Catalogue answers: an ETag over the body, revalidated on every use (no-cache) rather than trusted stale. */
function sendCatalogue(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(text);
}

function sendCart(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** A customer's answers are theirs alone: never stored by a shared cache or the browser. */
function sendPrivate(reply: FastifyReply, body: unknown) {
  return reply.code(200).header('cache-control', 'no-store').send(body);
}

export function registerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { catalogue, database } = deps;
  const route = (
    id: OperationId,
    handler: (
      request: FastifyRequest,
      reply: FastifyReply,
      input: Input,
      context: SiteContext,
    ) => Promise<unknown>,
  ) => {
    const op = operation(id);
    app.route({
      method: op.method,
      url: op.path,
      handler: (request, reply) => handler(request, reply, parsed(id, request), deps.contextOf(request)),
    });
  };

  const localeOf = (context: SiteContext, query: Record<string, unknown>) =>
    siteLocale(context.site, query['locale'] as Locale | undefined);

  const cartScope = async (context: SiteContext, query: Record<string, unknown>): Promise<CartScope> => ({
    db: database.db,
    snapshot: (await catalogue.current()).snapshot,
    site: context.site,
    language: catalogLanguage(localeOf(context, query)),
  });

  /** An identity provider that cannot answer is a 503 naming what waits for it, never a 500. */
  const askIdentity = <T>(call: Promise<T>, consequence: string): Promise<T> =>
    call.catch((error: unknown) => {
      if (error instanceof IdentityUnavailableError) {
        throw new ProblemError(503, `${error.message} ${consequence}`);
      }
      throw error;
    });

  /** The customer record of the call's access token; 401 without a valid one, 503 when identity cannot say. */
  const signedInCustomer = async (context: SiteContext) => {
    const { credentials } = context;
    if (credentials.kind !== 'bearer') {
      throw new ProblemError(401, 'Send the customer’s access token as Authorization: Bearer <token>.');
    }
    const resolution = await askIdentity(
      deps.customerTokens.resolve(credentials.token),
      'The customer cannot be recognised until it answers; try again shortly.',
    );
    if (resolution.kind === 'invalid') throw new ProblemError(401, resolution.reason);
    const { claims } = resolution;
    return {
      userId: claims.userId,
      row: await customerFor(database.db, claims),
    };
  };

  const noRecord = (userId: string) =>
    new ProblemError(
      404,
      `The store has no customer record for ${userId}, and the token does not carry the email and profile claims to create one; sign in again.`,
    );

  route('searchProducts', async (request, reply, { query }, context) => {
    const locale = localeOf(context, query);
    const { snapshot } = await catalogue.current();
    const result = await searchProducts(database.db, snapshot, query as never, {
      siteId: context.site.siteId,
      language: catalogLanguage(locale),
      currency: context.site.currency,
    });
    return sendCatalogue(request, reply, result);
  });

  route('suggestProducts', async (request, reply, { query }, context) => {
    const locale = localeOf(context, query);
    const { suggest } = await catalogue.current();
    const result = suggest.suggest(
      catalogLanguage(locale),
      context.site.siteId,
      String(query['q']),
      Number(query['limit']),
    );
    return sendCatalogue(request, reply, result);
  });

  route('getProduct', async (request, reply, { params, query }, context) => {
    const locale = localeOf(context, query);
    const { snapshot } = await catalogue.current();
    const code = String(params['code']);
    const product = snapshot.products.get(code);
    if (!product || !product.stores.has(context.site.siteId)) {
      throw new ProblemError(404, `Site ${context.site.siteId} does not sell a product ${code}.`);
    }
    return sendCatalogue(request, reply, toProduct(product, catalogLanguage(locale), context.site.currency));
  });

  route('listCategories', async (request, reply, { query }, context) => {
    const language = catalogLanguage(localeOf(context, query));
    const { snapshot } = await catalogue.current();
    const counts = new Map<string, number>();
    for (const product of snapshot.byPopularity) {
      if (!product.stores.has(context.site.siteId)) continue;
      for (const category of product.categories) counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    const categories: Category[] = CATEGORY_IDS.map((id) => ({
      id,
      name: CATEGORY_NAMES[id][language],
      productCount: counts.get(id) ?? 0,
    }));
    return sendCatalogue(request, reply, categories);
  });

  route('getCatalogVersion', async (request, reply) => {
    const { snapshot } = await catalogue.current();
    return sendCatalogue(request, reply, { version: snapshot.version });
  });

  route('patchCatalogProduct', async (_request, reply, { params, body }, context) => {
    const { credentials } = context;
    if (credentials.kind !== 'server') {
      throw new ProblemError(401, 'Changing the catalogue needs a server-to-server token in x-access-token.');
    }
    if (!sameSecret(credentials.token, catalogWriteToken(deps.apiKey))) {
      throw new ProblemError(403, 'The x-access-token may not change the catalogue.');
    }
    const patch = body as Parameters<typeof patchProduct>[2];
    const locale = siteLocale(context.site, patch.locale);
    const code = String(params['code']);
    await patchProduct(database.db, code, patch, {
      language: catalogLanguage(locale),
      currency: context.site.currency,
    });
    const { snapshot } = await catalogue.reload();
    const product = snapshot.products.get(code)!;
    return reply
      .header('cache-control', 'no-store')
      .send(toProduct(product, catalogLanguage(locale), context.site.currency));
  });

  route('createCart', async (_request, reply, { query }, context) =>
    sendCart(reply, 201, await createCart(await cartScope(context, query))),
  );

  route('getCart', async (_request, reply, { params, query }, context) =>
    sendCart(reply, 200, await readCart(await cartScope(context, query), String(params['cartId']))),
  );

  route('addCartEntry', async (_request, reply, { params, query, body }, context) => {
    const { itemCode, quantity } = body as { itemCode: string; quantity: number };
    return sendCart(
      reply,
      200,
      await addEntry(await cartScope(context, query), String(params['cartId']), itemCode, quantity),
    );
  });

  route('addCartEntries', async (_request, reply, { params, query, body }, context) => {
    const { rows } = body as { rows: { code: string; quantity: unknown }[] };
    return sendCart(
      reply,
      200,
      await addBatch(await cartScope(context, query), String(params['cartId']), rows),
    );
  });

  route('updateCartEntry', async (_request, reply, { params, query, body }, context) => {
    const { quantity } = body as { quantity: number };
    const cart = await updateEntry(
      await cartScope(context, query),
      String(params['cartId']),
      Number(params['entryNumber']),
      quantity,
    );
    return sendCart(reply, 200, cart);
  });

  route('removeCartEntry', async (_request, reply, { params, query }, context) =>
    sendCart(
      reply,
      200,
      await removeEntry(
        await cartScope(context, query),
        String(params['cartId']),
        Number(params['entryNumber']),
      ),
    ),
  );

  route('restoreCustomerCart', async (_request, reply, { params, query, body }, context) => {
    const customer = await signedInCustomer(context);
    if (String(params['userId']) !== customer.userId) {
      throw new ProblemError(403, 'The access token may only reach its own customer’s cart.');
    }
    const { anonymousCartId } = (body ?? {}) as CustomerCartRequest;
    const scope = await cartScope(context, query);
    return sendCart(reply, 200, await customerCart(scope, customer.userId, anonymousCartId));
  });

  route('getUser', async (_request, reply, { params, query }, context) => {
    if (query['locale'] !== undefined) siteLocale(context.site, query['locale'] as Locale);
    const region = query['routingRegion'];
    if (region !== undefined && region !== context.site.routingRegion) {
      throw new ProblemError(
        400,
        `The routingRegion '${String(region)}' does not match site ${context.site.siteId}, which is served from region ${context.site.routingRegion}.`,
        { errors: [{ path: 'query.routingRegion', message: `expects ${context.site.routingRegion}` }] },
      );
    }
    const customer = await signedInCustomer(context);
    const userId = String(params['userId']);
    if (userId !== customer.userId) {
      throw new ProblemError(403, 'The access token may only read its own customer’s profile.');
    }
    if (!customer.row) throw noRecord(userId);
    return sendPrivate(reply, toProfile(customer.row));
  });

  /** The token's customer, who may only reach their own userId; their record must exist. */
  const ownCustomer = async (context: SiteContext, params: Record<string, unknown>, action: string) => {
    const customer = await signedInCustomer(context);
    const userId = String(params['userId']);
    if (userId !== customer.userId) {
      throw new ProblemError(403, `The access token may only ${action} its own customer’s order email.`);
    }
    if (!customer.row) throw noRecord(userId);
    return { userId, row: customer.row };
  };

  route('getOrderEmail', async (_request, reply, { params }, context) => {
    const { row } = await ownCustomer(context, params, 'read');
    return sendPrivate(reply, toOrderEmail(row));
  });

  // Step-up (SPEC 4): the body is checked first, so nobody confirms their password for a change
  // that would be refused anyway; the write happens only once identity has consumed the transaction.
  route('changeOrderEmail', async (request, reply, { params, body }, context) => {
    const { userId } = await ownCustomer(context, params, 'change');
    const { email } = body as OrderEmailChange;
    const transactionId = request.headers[TRANSACTION_ID_HEADER];
    if (transactionId !== undefined && (typeof transactionId !== 'string' || !UUID.test(transactionId))) {
      throw new ProblemError(
        400,
        `The ${TRANSACTION_ID_HEADER} header must be one transaction id (a UUID) from the step-up advice.`,
        { errors: [{ path: `header.${TRANSACTION_ID_HEADER}`, message: 'expects a UUID' }] },
      );
    }
    const confirmed =
      transactionId !== undefined &&
      (await askIdentity(
        deps.stepUp.consume(transactionId, userId),
        'The change cannot be confirmed until it answers; try again shortly.',
      ));
    if (!confirmed) {
      const challenge = await askIdentity(
        deps.stepUp.challenge(userId, ORDER_EMAIL_STEP_UP),
        'The change cannot be confirmed until it answers; try again shortly.',
      );
      throw new ProblemError(
        401,
        transactionId === undefined
          ? 'Changing the order confirmation email needs you to confirm it is you: complete the step-up in WWW-Authenticate, then send the change again with its transaction id in x-txid.'
          : 'That confirmation is unknown, not yours, expired or already used: complete the new step-up in WWW-Authenticate and send the change again.',
        {},
        { 'www-authenticate': challenge },
      );
    }
    const updated = await setOrderEmail(database.db, userId, email);
    if (!updated) throw noRecord(userId);
    return sendPrivate(reply, toOrderEmail(updated));
  });

  route('getCurrentCustomer', async (_request, reply, _input, context) => {
    const customer = await signedInCustomer(context);
    if (!customer.row) throw noRecord(customer.userId);
    return sendPrivate(reply, toProfile(customer.row));
  });

  // Never looks the token up: an unknown or foreign token gets the same answer as a valid one.
  route('logout', async (_request, reply, { body }, context) => {
    const { logoutUrl } = body as LogoutRequest;
    const redirectUrl = checkLogoutAddress(logoutUrl, deps.storeOrigins);
    if (context.credentials.kind === 'bearer') deps.customerTokens.forget(context.credentials.token);
    return sendPrivate(reply, { redirectUrl });
  });
}
