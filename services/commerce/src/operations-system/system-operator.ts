import { systemUrls } from '@store/config';
import { FLAGS } from '@store/contracts';
import {
  operatorAuditListSchema,
  operatorAuditQuerySchema,
  operatorFlagChangeSchema,
  operatorFlagListSchema,
  operatorFlagParamsSchema,
  operatorFlagSchema,
  operatorMailDetailSchema,
  operatorMailListSchema,
  operatorMailParamsSchema,
  operatorMailQuerySchema,
  operatorMailRowSchema,
} from '@store/contracts/operator-system';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import { listAuditLog } from './audit-log-reads.ts';
import { flagValueOrProblem, readFlags, writeFlag } from './flag-service.ts';
import { listMail, readMail, retryMail } from './mail-outbox.ts';

/** The store's machinery for the staff (docs/operations.md): feature flags, the mail outbox, the audit log. */

const FLAG_SERVICE = {
  502: 'The flag service refused the change or takes no writes.',
  503: 'The flag service does not answer.',
};

export const listFlagsOperation = operatorOperation({
  id: 'listFlags',
  method: 'GET',
  path: '/flags',
  summary: 'List the feature flags',
  description:
    'Every flag of the catalogue with the value the flag service serves to a context without attributes, its reason, and its default.',
  roles: [],
  params: OPERATOR_NO_PARAMS,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'Every flag.', schema: operatorFlagListSchema },
  problems: FLAG_SERVICE,
});

export const setFlagOperation = operatorOperation({
  id: 'setFlag',
  method: 'PUT',
  path: '/flags/:key',
  summary: 'Change a feature flag',
  description:
    'Sets the flag’s value in the flag service’s file (its targeting rules stay); open pages follow within a second or two. The value must fit the flag’s type.',
  roles: [],
  params: operatorFlagParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: operatorFlagChangeSchema,
  success: { status: 200, description: 'The flag as the service now serves it.', schema: operatorFlagSchema },
  problems: FLAG_SERVICE,
});

export const listMailOperation = operatorOperation({
  id: 'listMail',
  method: 'GET',
  path: '/mail',
  summary: 'List the mail outbox',
  description:
    'Messages waiting (`pending`), tried and not sent (`failed`, with the last error) or sent (kept in the embedded mode only); `q` matches the recipient.',
  roles: ['support-agent'],
  params: OPERATOR_NO_PARAMS,
  query: operatorMailQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of messages.', schema: operatorMailListSchema },
});

export const readMailOperation = operatorOperation({
  id: 'readMail',
  method: 'GET',
  path: '/mail/:id',
  summary: 'Read a message of the outbox',
  description: 'The message with its text in the embedded mode; over SMTP (`SMTP_URL`) without it.',
  roles: ['support-agent'],
  params: operatorMailParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The message.', schema: operatorMailDetailSchema },
  problems: { 404: 'There is no message with that id.' },
});

export const retryMailOperation = operatorOperation({
  id: 'retryMail',
  method: 'POST',
  path: '/mail/:id/retry',
  summary: 'Send a message again now',
  description: 'An unsent message becomes due at once; the mail worker tries it on its next pass.',
  roles: [],
  params: operatorMailParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The message, due now.', schema: operatorMailRowSchema },
  problems: { 404: 'There is no message with that id.', 409: 'The message was sent.' },
});

export const listAuditLogOperation = operatorOperation({
  id: 'listAuditLog',
  method: 'GET',
  path: '/audit-log',
  summary: 'Read the audit log',
  description:
    'Every staff action and every action of an assisted session, newest first, by staff member, action, subject and time. No operation changes or removes an entry.',
  roles: [],
  params: OPERATOR_NO_PARAMS,
  query: operatorAuditQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of entries.', schema: operatorAuditListSchema },
});

export const systemOperator: OperatorRouteGroup = {
  operations: [
    listFlagsOperation,
    setFlagOperation,
    listMailOperation,
    readMailOperation,
    retryMailOperation,
    listAuditLogOperation,
  ],
  register(route, { database, env }) {
    const db = database.db;
    const flagsUrl = systemUrls(env).flags;
    const flagRow = async (key: string) => {
      const row = (await readFlags(flagsUrl)).find((flag) => flag.id === key);
      if (!row) throw new ProblemError(502, `The flag service does not serve ${key}.`);
      return row;
    };

    route(listFlagsOperation, async () => {
      const data = await readFlags(flagsUrl);
      return { data, total: data.length };
    });
    route(setFlagOperation, async ({ params, body, staff, requestId }) => {
      const value = flagValueOrProblem(params.key, body.value);
      // The audit entry commits only once the flag service has taken the change.
      await db.transaction(async (tx) => {
        const written = await writeFlag(flagsUrl, env.COMMERCE_API_KEY, params.key, value);
        await recordAudit(tx, staff, {
          action: setFlagOperation.id,
          subjectType: 'flag',
          subjectId: params.key,
          before: { value: written.before === undefined ? FLAGS[params.key].defaultValue : written.before },
          after: { value: written.value },
          requestId,
        });
      });
      return flagRow(params.key);
    });

    route(listMailOperation, async ({ query }) => listMail(db, query));
    route(readMailOperation, async ({ params }) => readMail(db, params.id, !env.SMTP_URL));
    route(retryMailOperation, async ({ params, staff, requestId }) =>
      retryMail({ db, staff, requestId }, params.id),
    );

    route(listAuditLogOperation, async ({ query }) => listAuditLog(db, query));
  },
};
