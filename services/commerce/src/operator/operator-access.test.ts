import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@store/contracts/commerce';
import { operatorQuoteListSchema, operatorQuoteSchema } from '@store/contracts/commerce-quotes';
import { revocationEvents, type RevocationEvents } from '@store/service-runtime/revocation-events';
import { DEMO_STAFF, STAFF_ROLES, type StaffRole } from '@store/contracts/staff';
import { staffSignIn, startIdentity, type TestIdentity } from '@store/identity-service/test-support';
import { auditLog } from '../db/schema.ts';
import { openApiDocument } from '../http/openapi.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { mayCall } from '../staff/staff-actor.ts';
import { OPERATOR_OPERATIONS } from './operator-routes.ts';

/**
 * Who may call the operator API: every operation refuses every role it does not name (403) and
 * anyone without a valid staff token (401), and lets through the roles it names and administrators;
 * the audit log takes entries and refuses every change to them.
 */

let identity: TestIdentity;
let t: TestApp;
let revocations: RevocationEvents;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  revocations = revocationEvents(undefined);
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY }, undefined, undefined, revocations);
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` }, revocations);
  for (const member of DEMO_STAFF) {
    const [role] = member.roles;
    if (role) tokens.set(role, await staffSignIn(identity, member.username, { secret: member.totpSecret }));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await identity?.close();
  await revocations?.close();
});

/** Placeholder path values: the role is checked before the path is read. */
const pathOf = (path: string) => `/operator${path.replace(/:(\w+)/g, 'no-such-record')}`;

const call = (method: string, path: string, token: string | undefined) =>
  t.call({
    method: method as 'GET',
    path,
    site: null,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the operator API’s role checks', () => {
  it('signs in one demo member of every role', () => {
    expect([...tokens.keys()].sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('refuses a call without a staff token, or with one that is not valid, with a 401', async () => {
    for (const operation of OPERATOR_OPERATIONS) {
      const path = pathOf(operation.path);
      const none = await call(operation.method, path, undefined);
      expect(none.statusCode, `${operation.id} without a token`).toBe(401);
      const forged = await call(operation.method, path, 'not-a-staff-token');
      expect(forged.statusCode, `${operation.id} with a forged token`).toBe(401);
      expect(problemSchema.parse(forged.json()).detail).toMatch(/staff token/);
    }
  });

  it('refuses every role an operation does not name with a 403 naming the roles, and lets the others through', async () => {
    for (const operation of OPERATOR_OPERATIONS) {
      for (const role of STAFF_ROLES) {
        const answer = await call(operation.method, pathOf(operation.path), tokens.get(role));
        const allowed = mayCall(
          { kind: 'staff', staffId: '', username: '', name: '', roles: [role] },
          operation.roles,
        );
        if (allowed) {
          expect([401, 403], `${operation.id} as ${role}: ${answer.body}`).not.toContain(answer.statusCode);
        } else {
          expect(answer.statusCode, `${operation.id} as ${role}`).toBe(403);
          expect(problemSchema.parse(answer.json()).detail).toMatch(/administrator/);
        }
      }
    }
  }, 120_000);

  it('lets an administrator call everything and keeps the operator key for server-to-server jobs', async () => {
    for (const operation of OPERATOR_OPERATIONS) {
      const path = pathOf(operation.path);
      const admin = await call(operation.method, path, tokens.get('administrator'));
      expect([401, 403], `${operation.id} as administrator`).not.toContain(admin.statusCode);
    }
    const keyed = await t.call({
      path: '/operator/qualifications',
      site: null,
      headers: { 'x-operator-key': 'wrong' },
    });
    expect(keyed.statusCode).toBe(401);
  });

  it('refuses a staff token once its session has ended', async () => {
    const member = DEMO_STAFF.find((candidate) => candidate.roles.includes('support-agent'));
    if (!member) throw new Error('no demo support agent');
    const token = await staffSignIn(identity, member.username, { secret: member.totpSecret });
    expect((await call('GET', '/operator/quotes', token)).statusCode).toBe(200);
    const ended = await fetch(identity.url('/json/realms/root/realms/staff/sessions?_action=logout'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokenId: token }),
    });
    expect(ended.status).toBe(200);
    // The sign-out is announced on the revocation events, so commerce does not trust its cached answer.
    await expect.poll(async () => (await call('GET', '/operator/quotes', token)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('is written by a staff action with who, what, before and after, in the action’s transaction', async () => {
    const sales = tokens.get('order-manager');
    const queue = operatorQuoteListSchema.parse(
      (await call('GET', '/operator/quotes?status=submitted', sales)).json(),
    );
    const quote = queue.data[0];
    if (!quote) throw new Error('the demo has a submitted quote');
    const read = operatorQuoteSchema.parse((await call('GET', `/operator/quotes/${quote.id}`, sales)).json());
    const offered = await t.call({
      method: 'POST',
      path: `/operator/quotes/${quote.id}/offer`,
      site: null,
      headers: { authorization: `Bearer ${sales}` },
      payload: {
        lines: read.lines.map((line) => ({ position: line.position, unitPrice: 10 })),
        expiresOn: '2999-12-31',
      },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, quote.number));
    const salesMember = DEMO_STAFF.find((member) => member.roles.includes('order-manager'));
    expect(entries).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        staffId: salesMember?.id,
        staffName: `${salesMember?.givenName} ${salesMember?.familyName}`,
        action: 'offerQuote',
        subjectType: 'quote',
        before: expect.objectContaining({ status: 'submitted' }),
        after: expect.objectContaining({ status: 'offered', expiresOn: '2999-12-31' }),
      }),
    ]);

    const late = await t.call({
      method: 'POST',
      path: `/operator/quotes/${quote.id}/offer`,
      site: null,
      headers: { authorization: `Bearer ${sales}` },
      payload: { lines: [{ position: 999, unitPrice: 1 }], expiresOn: '2999-12-31' },
    });
    expect(late.statusCode).toBe(422);
    const afterRefusal = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, quote.number));
    expect(afterRefusal).toHaveLength(1);
  });

  it('refuses every change and removal, even from the database itself', async () => {
    await t.database.db.insert(auditLog).values({
      actorKind: 'system',
      action: 'testEntry',
      subjectType: 'test',
      subjectId: 'one',
    });
    for (const statement of [
      sql`update commerce.audit_log set action = 'changed'`,
      sql`delete from commerce.audit_log`,
      sql`truncate commerce.audit_log`,
    ]) {
      const refusal = await t.database.db.execute(statement).then(
        () => 'done',
        (error: unknown) =>
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error),
      );
      expect(refusal).toMatch(/append-only/);
    }
    const kept = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'testEntry'));
    expect(kept).toHaveLength(1);
  });

  it('is in the OpenAPI document, each operation once, under the Operations tag with its roles', () => {
    const document = openApiDocument('/headless/ecommerce/v2');
    const paths = z
      .record(z.string(), z.record(z.string(), z.object({ operationId: z.string() })))
      .parse(document['paths']);
    const ids = Object.values(paths)
      .flatMap((methods) => Object.values(methods))
      .map((entry) => entry.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of OPERATOR_OPERATIONS) expect(ids).toContain(operation.id);
  });

  it('has no operation that writes or removes entries', () => {
    const auditOperations = OPERATOR_OPERATIONS.filter((operation) =>
      operation.path.startsWith('/audit-log'),
    );
    expect(auditOperations.every((operation) => operation.method === 'GET')).toBe(true);
  });
});
