import { z } from 'zod';
import { STAFF_ROLES } from '@store/contracts/staff';
import { OPERATOR_NO_BODY, type OperatorOperation } from './operator-operation.ts';
import { OPERATOR_OPERATIONS } from './operator-routes.ts';

/**
 * The operator API's part of the OpenAPI document: every operator operation under the `Operations`
 * tag, with the staff roles that may call it and the staff token as its security scheme.
 */

type JsonSchema = Record<string, unknown>;

export const OPERATIONS_TAG = 'Operations';

const toSchema = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const COMMON: Record<number, string> = {
  400: 'Malformed JSON, a wrong type or an unknown field.',
  401: 'No staff token, or one that is not valid or has expired.',
  403: 'The staff member’s roles do not allow this operation.',
};

function parameters(schema: z.ZodType, where: 'path' | 'query') {
  const json = toSchema(schema);
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function operationDoc(operation: OperatorOperation): JsonSchema {
  const problem = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
  const responses: Record<string, unknown> = {
    [operation.success.status]: operation.success.file
      ? {
          description: operation.success.description,
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        }
      : operation.success.status === 204
        ? { description: operation.success.description }
        : {
            description: operation.success.description,
            content: { 'application/json': { schema: toSchema(operation.success.schema) } },
          },
  };
  const problems = { ...COMMON, ...operation.problems };
  for (const [status, description] of Object.entries(problems)) {
    if (description !== undefined) responses[status] = { description, content: problem };
  }
  const roles = [...new Set([...operation.roles, 'administrator'])];
  const body =
    operation.body === OPERATOR_NO_BODY
      ? undefined
      : operation.body instanceof z.ZodOptional
        ? { required: false, schema: operation.body.unwrap() }
        : { required: true, schema: operation.body };
  return {
    operationId: operation.id,
    tags: [OPERATIONS_TAG],
    summary: operation.summary,
    description: `${operation.description ?? ''}${operation.description ? '\n\n' : ''}Roles: ${roles.join(', ')}.`,
    'x-staff-roles': roles,
    parameters: [...parameters(operation.params, 'path'), ...parameters(operation.query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: body.required,
            content: { 'application/json': { schema: toSchema(body.schema) } },
          },
        }
      : {}),
    responses,
    security: [{ staffToken: [] }, { operatorKey: [] }],
  };
}

/** The paths of the operator operations, keyed as the document's paths are. */
export function operatorPaths(prefix: string, path: (prefix: string, path: string) => string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATOR_OPERATIONS) {
    (paths[path(prefix, `/operator${operation.path}`)] ??= {})[operation.method.toLowerCase()] =
      operationDoc(operation);
  }
  return paths;
}

export const OPERATOR_SECURITY_SCHEMES = {
  staffToken: {
    type: 'http',
    scheme: 'bearer',
    description: `A staff token from the identity service's staff realm (roles: ${STAFF_ROLES.join(', ')}).`,
  },
  operatorKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-operator-key',
    description: 'For server-to-server jobs only: acts as the system, with every role, audited as system.',
  },
};
