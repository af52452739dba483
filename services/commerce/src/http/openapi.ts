import { z } from 'zod';
import { COMMERCE_HEADERS, problemSchema } from '@store/contracts/commerce';
import { TRANSACTION_ID_HEADER } from '@store/contracts/identity';
import { PRODUCT_IMAGE_MEDIA_TYPES } from '@store/contracts/product-images';
import { PAYMENT_WEBHOOK_PATH } from '../payments/payment-webhook.ts';
import { OPERATOR_SECURITY_SCHEMES, operatorPaths } from '../operator/operator-openapi.ts';
import { SITES } from './site-context.ts';
import { NO_BODY, OPERATIONS, type Operation } from './operations.ts';

/** The OpenAPI 3.1 document of the service, built from the operation table's zod schemas. */

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

export interface DocParameter {
  name: string;
  in: 'header' | 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

const COMMON_PROBLEMS: Record<number, string> = {
  400: 'Malformed JSON, a wrong type, an unknown field, a missing or unknown site, a routing region or locale the site does not serve.',
  401: 'The platform key is missing or wrong.',
  413: 'The body is larger than the limit.',
  415: 'The body is not JSON.',
};

function objectParameters(schema: z.ZodType, where: 'path' | 'query'): DocParameter[] {
  const json = toSchema(schema);
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
    schema: property,
  }));
}

export function headerParameters(operation: Operation): DocParameter[] {
  return [
    {
      name: COMMERCE_HEADERS.siteId,
      in: 'header',
      required: true,
      description: 'The store id of the site the call is for.',
      schema: { type: 'string', enum: [...SITES.keys()] },
    },
    {
      name: COMMERCE_HEADERS.requestId,
      in: 'header',
      required: false,
      description:
        'A UUID echoed in the answer and carried by every log line; generated when absent or not a UUID.',
      schema: { type: 'string', format: 'uuid' },
    },
    {
      name: COMMERCE_HEADERS.routingRegion,
      in: 'header',
      required: false,
      description: 'When sent, must be the routing region of the site (US, CA, EU or AP).',
      schema: { type: 'string', enum: ['US', 'CA', 'EU', 'AP'] },
    },
    {
      name: COMMERCE_HEADERS.entryPoint,
      in: 'header',
      required: false,
      description: 'Where the visitor entered the store, for analytics.',
      schema: { type: 'string' },
    },
    ...(operation.customerToken
      ? [
          {
            name: 'Authorization',
            in: 'header' as const,
            required: operation.customerToken === 'required',
            description:
              operation.customerToken === 'required'
                ? 'Bearer and the customer’s access token from the identity provider.'
                : 'Bearer and the customer’s access token, when the customer has one.',
            schema: { type: 'string', pattern: '^Bearer \\S+$' },
          },
        ]
      : []),
    ...(operation.stepUp
      ? [
          {
            name: TRANSACTION_ID_HEADER,
            in: 'header' as const,
            required: false,
            description:
              'The id of the step-up transaction the customer completed (the TransactionConditionAdvice of the 401); consumed by this call.',
            schema: { type: 'string', format: 'uuid' },
          },
        ]
      : []),
    ...(operation.idempotencyKey
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header' as const,
            required: true,
            description:
              'New for each order, repeated with each retry of it: the same key and body give the same answer for 24 hours; another body is a 422; while the first call runs, a 409.',
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        ]
      : []),
    ...(operation.serverToken
      ? [
          {
            name: COMMERCE_HEADERS.accessToken,
            in: 'header' as const,
            required: true,
            description: 'A server-to-server catalogue-write token.',
            schema: { type: 'string' },
          },
        ]
      : []),
  ];
}

export function operationParameters(operation: Operation): DocParameter[] {
  return [
    ...headerParameters(operation),
    ...objectParameters(operation.params, 'path'),
    ...objectParameters(operation.query, 'query'),
  ];
}

/** The body an operation reads and whether it must be sent; undefined when it reads none. */
export function requestBodyOf(
  operation: Operation,
): { schema: z.core.$ZodType; required: boolean } | undefined {
  if (operation.body === NO_BODY) return undefined;
  return operation.body instanceof z.ZodOptional
    ? { schema: operation.body.unwrap(), required: false }
    : { schema: operation.body, required: true };
}

export function problemsOf(operation: Operation): Record<number, string> {
  const own = Object.entries(operation.problems).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { ...COMMON_PROBLEMS, ...Object.fromEntries(own) };
}

export const openApiPath = (prefix: string, path: string) => `${prefix}${path.replace(/:(\w+)/g, '{$1}')}`;

/** The payment provider's webhook: no platform key or site; the Stripe-Signature over the body is its credential. */
function paymentWebhookOperation(): JsonSchema {
  const problem = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
  return {
    operationId: 'receivePaymentEvent',
    tags: ['Orders'],
    summary:
      'The payment provider’s events (Stripe webhook): checkout.session.completed and payment_intent.succeeded mark the order paid and processing; payment_intent.payment_failed records the failure. A repeated event changes nothing.',
    parameters: [
      {
        name: 'Stripe-Signature',
        in: 'header',
        required: true,
        description:
          't=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with the endpoint secret>, checked by the stripe SDK.',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event object.' } } },
    },
    responses: {
      200: {
        description: 'The event was taken (or is not one the store acts on).',
        content: {
          'application/json': { schema: { type: 'object', properties: { received: { const: true } } } },
        },
      },
      400: {
        description: 'The signature is missing, forged or too old, or the body is not JSON.',
        content: problem,
      },
      413: { description: COMMON_PROBLEMS[413], content: problem },
    },
    security: [],
  };
}

export function openApiDocument(prefix: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const body = requestBodyOf(operation);
    const problem = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
    const responses: Record<string, unknown> = {
      [operation.success.status]:
        operation.success.file === 'image'
          ? {
              description: operation.success.description,
              content: Object.fromEntries(
                Object.values(PRODUCT_IMAGE_MEDIA_TYPES).map((type) => [
                  type,
                  { schema: { type: 'string', format: 'binary' } },
                ]),
              ),
            }
          : operation.success.file
            ? {
                description: operation.success.description,
                headers: {
                  'Content-Disposition': {
                    description: 'attachment; filename="…": the name to save the document under.',
                    schema: { type: 'string' },
                  },
                },
                content: { [operation.success.file]: { schema: { type: 'string', format: 'binary' } } },
              }
            : {
                description: operation.success.description,
                content: { 'application/json': { schema: toSchema(operation.success.schema) } },
              },
    };
    for (const [status, description] of Object.entries(problemsOf(operation))) {
      responses[status] = {
        description,
        content: problem,
        ...(operation.stepUp && status === '401'
          ? {
              headers: {
                'WWW-Authenticate': {
                  description:
                    'SSOADVICE realm="/alpha",advices="<base64 JSON {TransactionConditionAdvice: [id]}>",ttl="0" when step-up is needed.',
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': {
                  description: 'How many seconds to wait before trying again.',
                  schema: { type: 'integer' },
                },
              },
            }
          : {}),
      };
    }
    (paths[openApiPath(prefix, operation.path)] ??= {})[operation.method.toLowerCase()] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      parameters: operationParameters(operation),
      ...(body
        ? {
            requestBody: {
              required: body.required,
              content: { 'application/json': { schema: toSchema(body.schema) } },
            },
          }
        : {}),
      responses,
      security: operation.customerToken
        ? [
            { platformKey: [], customerToken: [] },
            ...(operation.customerToken === 'optional' ? [{ platformKey: [] }] : []),
          ]
        : [{ platformKey: [] }],
    };
  }
  paths[openApiPath(prefix, PAYMENT_WEBHOOK_PATH)] = { post: paymentWebhookOperation() };
  for (const [path, methods] of Object.entries(operatorPaths(prefix, openApiPath))) {
    paths[path] = { ...paths[path], ...methods };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Store headless API (embedded commerce service)',
      version: '2',
      description:
        'The headless e-commerce API of requirements §7. Every call sends x-api-key and x-site-id; errors are application/problem+json.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Problem: toSchema(problemSchema) },
      securitySchemes: {
        platformKey: { type: 'apiKey', in: 'header', name: COMMERCE_HEADERS.apiKey },
        customerToken: { type: 'http', scheme: 'bearer' },
        ...OPERATOR_SECURITY_SCHEMES,
      },
    },
  };
}
