import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@store/contracts/commerce';
import { ORGANISATION_ROLES } from '@store/contracts/commerce-organisation-roles';
import {
  invitationPreviewSchema,
  joinDecisionResultSchema,
  operatorOrganisationSchema,
  organisationDetailSchema,
  organisationInvitationSchema,
  organisationMemberSchema,
  organisationMembershipSchema,
  organisationOverviewSchema,
  organisationRemovalSchema,
  ownJoinRequestSchema,
} from '@store/contracts/commerce-organisations';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { operatorOrganisationListSchema } from '@store/contracts/operator-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { outbox } from '@store/mail';
import {
  organisationInvitations,
  organisationJoinRequests,
  organisationMembers,
  organisations,
  qualifications,
} from '../db/schema.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { DEMO_ORGANISATIONS, demoOrganisationOf, seedDemoOrganisations } from './demo-organisations.ts';
import { tokenHash } from './invitations.ts';

/**
 * Organisation accounts against the real identity service (tokens) and the real database: every
 * route, the role checked on every call, another organisation's and another site's records, the
 * invitation's life (mail, token, replacement, expiry, revocation, acceptance by the right address
 * only and again), join requests decided both ways, the last administrator, the operator API, and
 * the demo organisations seeded twice.
 */

const customer = (username: string) => DEMO_CUSTOMERS.find((c) => c.username === username)!;
const admin = customer('demo.us');
const gb = customer('demo.gb');
const nl = customer('demo.nl');
const es = customer('demo.es');
const au = customer('demo.au');
const ca = customer('demo.ca');
const maplewood = demoOrganisationOf('demo.us');
const rivieres = demoOrganisationOf('demo.ca');
const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

let identity: TestIdentity;
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am`, OPERATOR_API_KEY: OPERATOR_KEY });
  for (const c of [admin, gb, nl, es, au, ca]) {
    const { cookie } = await signIn(identity, c.username);
    tokens.set(`${c.id} usassessments`, (await tokensFor(identity, cookie, 'storefront-us')).access_token);
  }
  const { cookie } = await signIn(identity, ca.username);
  tokens.set(`${ca.id} caassessments`, (await tokensFor(identity, cookie, 'storefront-ca')).access_token);
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

interface As {
  userId: string;
  site?: string;
  /** Whose token is sent; the path's customer unless given. */
  tokenOf?: string;
  locale?: string;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, as: As, payload?: unknown) {
  const site = as.site ?? 'usassessments';
  const token = tokens.get(`${as.tokenOf ?? as.userId} ${site}`);
  return t.call({
    method,
    path: `/users/${as.userId}${path}${as.locale ? `?locale=${as.locale}` : ''}`,
    site,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function ok<T>(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  schema: { parse(v: unknown): T },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['cache-control']).toBe('no-store');
  return schema.parse(res.json());
}

function refused(res: Awaited<ReturnType<typeof call>>, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  return problemSchema.parse(res.json()).detail ?? '';
}

const org = (id: string, rest = '') => `/organisations/${id}${rest}`;

/** The newest mail of a template to an address. */
async function lastMail(template: string, to: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.recipient, to)))
    .orderBy(desc(outbox.createdAt));
  return mail;
}

async function invite(email: string, roles: string[] = ['purchaser'], locale = 'en-us') {
  const invitation = await ok(
    await call('POST', org(maplewood.id, '/invitations'), { userId: admin.id, locale }, { email, roles }),
    201,
    organisationInvitationSchema,
  );
  const mail = await lastMail('organisationInvitation', email);
  const token = /\/my-account\/accounts\/invitations\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, mail?.text).toBeDefined();
  return { invitation, token: token!, mail: mail! };
}

describe('reading organisations', () => {
  it('lists the caller’s memberships on the site, with roles and the active marker', async () => {
    const overview = await ok(
      await call('GET', '/organisations', { userId: admin.id }),
      200,
      organisationOverviewSchema,
    );
    expect(overview.memberships).toEqual([
      expect.objectContaining({
        id: maplewood.id,
        accountNumber: 'ORG-US104215',
        name: 'Maplewood Unified School District',
        roles: [...ORGANISATION_ROLES],
        active: false,
      }),
    ]);
    expect(overview.joinRequests).toEqual([]);
    expect(overview.invitations).toEqual([]);
  });

  it('shows an administrator the members, the pending invitation and the join request', async () => {
    const detail = await ok(
      await call('GET', org(maplewood.id), { userId: admin.id }),
      200,
      organisationDetailSchema,
    );
    expect(detail.members.map((m) => m.userId).sort()).toEqual(
      [admin.id, maplewood.highlyQualified.id, maplewood.lessQualified.id].sort(),
    );
    expect(detail.members.find((m) => m.userId === maplewood.highlyQualified.id)).toMatchObject({
      name: 'Maria Delgado',
      email: 'maria.delgado@maplewood.example.com',
      roles: ['qualified-user'],
    });
    expect(detail.invitations?.map((i) => i.id)).toContain(maplewood.invitation.id);
    expect(detail.joinRequests).toEqual([
      expect.objectContaining({ id: maplewood.requester.joinRequestId, name: 'Priya Raman' }),
    ]);
  });

  it('answers 404 to a non-member and for another site’s organisation, 403 to another customer’s token', async () => {
    expect(refused(await call('GET', org(maplewood.id), { userId: gb.id }), 404)).toContain(
      'that you may reach',
    );
    refused(await call('GET', org(rivieres.id), { userId: ca.id }), 404);
    await ok(
      await call('GET', org(rivieres.id), { userId: ca.id, site: 'caassessments' }),
      200,
      organisationDetailSchema,
    );
    refused(await call('GET', '/organisations', { userId: admin.id, tokenOf: gb.id }), 403);
    refused(await call('GET', '/organisations', { userId: 'not-a-uuid' }), 400);
  });
});

describe('invitations', () => {
  it('mails a link in the request’s locale, keeps only the token’s hash, and the invited address accepts once', async () => {
    const { invitation, token, mail } = await invite(gb.email, ['purchaser'], 'en-us');
    expect(invitation).toMatchObject({ email: gb.email, roles: ['purchaser'] });
    expect(mail.locale).toBe('en-us');
    expect(mail.subject).toContain('Maplewood Unified School District');
    expect(mail.text).toContain(`/en-us/my-account/accounts/invitations/${token}`);
    const [stored] = await t.database.db
      .select()
      .from(organisationInvitations)
      .where(eq(organisationInvitations.id, invitation.id));
    expect(stored?.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.invitedAt)) / 86_400_000;
    expect(days).toBe(14);

    const listed = await ok(
      await call('GET', '/organisations', { userId: gb.id }),
      200,
      organisationOverviewSchema,
    );
    expect(listed.invitations).toEqual([
      expect.objectContaining({ id: invitation.id, organisationName: maplewood.name, roles: ['purchaser'] }),
    ]);

    const stranger = await ok(
      await call('GET', `/organisation-invitations/${token}`, { userId: nl.id }),
      200,
      invitationPreviewSchema,
    );
    expect(stranger).toMatchObject({
      forCaller: false,
      state: 'valid',
      email: 'd•••@example.co.uk',
      member: false,
    });
    expect(
      refused(await call('POST', `/organisation-invitations/${token}/acceptance`, { userId: nl.id }), 403),
    ).toBe(
      'This invitation to Maplewood Unified School District was sent to d•••@example.co.uk: sign in with that address to accept it.',
    );

    const byId = await ok(
      await call('GET', `/organisation-invitations/${invitation.id}`, { userId: gb.id }),
      200,
      invitationPreviewSchema,
    );
    expect(byId).toMatchObject({ forCaller: true, email: gb.email, state: 'valid' });
    refused(await call('GET', `/organisation-invitations/${invitation.id}`, { userId: nl.id }), 404);

    const accepted = await ok(
      await call('POST', `/organisation-invitations/${token}/acceptance`, { userId: gb.id }),
      200,
      organisationMembershipSchema,
    );
    expect(accepted).toMatchObject({ id: maplewood.id, roles: ['purchaser'], active: false });
    const again = await ok(
      await call('POST', `/organisation-invitations/${token}/acceptance`, { userId: gb.id }),
      200,
      organisationMembershipSchema,
    );
    expect(again).toEqual(accepted);
    const used = await ok(
      await call('GET', `/organisation-invitations/${token}`, { userId: gb.id }),
      200,
      invitationPreviewSchema,
    );
    expect(used).toMatchObject({ state: 'used', member: true });
  });

  it('lets a purchaser see the members but not invite, nor see what waits for administrators', async () => {
    const detail = await ok(
      await call('GET', org(maplewood.id), { userId: gb.id }),
      200,
      organisationDetailSchema,
    );
    expect(detail.roles).toEqual(['purchaser']);
    expect(detail.invitations).toBeUndefined();
    expect(detail.joinRequests).toBeUndefined();
    expect(
      refused(
        await call(
          'POST',
          org(maplewood.id, '/invitations'),
          { userId: gb.id },
          { email: 'x@example.com', roles: ['purchaser'] },
        ),
        403,
      ),
    ).toBe('Only an administrator of Maplewood Unified School District may invite members.');
    refused(
      await call('DELETE', org(maplewood.id, `/invitations/${maplewood.invitation.id}`), { userId: gb.id }),
      403,
    );
  });

  it('refuses to invite a member’s address, and bad input with the field named', async () => {
    expect(
      refused(
        await call(
          'POST',
          org(maplewood.id, '/invitations'),
          { userId: admin.id },
          { email: gb.email.toUpperCase(), roles: ['finance'] },
        ),
        409,
      ),
    ).toContain('belongs to a member');
    const bad = await call(
      'POST',
      org(maplewood.id, '/invitations'),
      { userId: admin.id },
      { email: 'nope', roles: [] },
    );
    expect(refused(bad, 400)).toBeTruthy();
    refused(
      await call(
        'POST',
        org(rivieres.id, '/invitations'),
        { userId: admin.id },
        { email: 'x@example.com', roles: ['purchaser'] },
      ),
      404,
    );
  });

  it('replaces a pending invitation to the same address; a replaced, revoked or expired one is 410', async () => {
    const first = await invite(nl.email);
    const second = await invite(nl.email.toUpperCase(), ['finance']);
    const replaced = await ok(
      await call('GET', `/organisation-invitations/${first.token}`, { userId: nl.id }),
      200,
      invitationPreviewSchema,
    );
    expect(replaced.state).toBe('revoked');
    expect(
      refused(
        await call('POST', `/organisation-invitations/${first.token}/acceptance`, { userId: nl.id }),
        410,
      ),
    ).toContain('ask its administrator to invite you again');

    await t.database.db
      .update(organisationInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(organisationInvitations.id, second.invitation.id));
    expect(
      refused(
        await call('POST', `/organisation-invitations/${second.token}/acceptance`, { userId: nl.id }),
        410,
      ),
    ).toContain('expired on');

    const third = await invite(nl.email);
    await ok(
      await call('DELETE', org(maplewood.id, `/invitations/${third.invitation.id}`), { userId: admin.id }),
      200,
      organisationRemovalSchema,
    );
    refused(
      await call('DELETE', org(maplewood.id, `/invitations/${third.invitation.id}`), { userId: admin.id }),
      404,
    );
    refused(
      await call('POST', `/organisation-invitations/${third.token}/acceptance`, { userId: nl.id }),
      410,
    );
    refused(await call('GET', `/organisation-invitations/${'x'.repeat(43)}`, { userId: nl.id }), 404);
  });

  it('writes the invitation in the locale the request names', async () => {
    const ca2 = await call(
      'POST',
      org(rivieres.id, '/invitations'),
      { userId: ca.id, site: 'caassessments', locale: 'fr-ca' },
      { email: 'nouvelle@example.ca', roles: ['purchaser', 'finance'] },
    );
    expect(ca2.statusCode, ca2.body).toBe(201);
    const mail = await lastMail('organisationInvitation', 'nouvelle@example.ca');
    expect(mail?.locale).toBe('fr-ca');
    expect(mail?.text).toContain('acheteur et finances');
    expect(mail?.text).toContain('/fr-ca/my-account/accounts/invitations/');
  });
});

describe('join requests', () => {
  it('asks by account number, mails the administrators, and refuses unknown numbers and repeats', async () => {
    const request = await ok(
      await call(
        'POST',
        '/organisation-join-requests',
        { userId: es.id },
        { accountNumber: 'org-us104215', message: 'Hola' },
      ),
      201,
      ownJoinRequestSchema,
    );
    expect(request).toMatchObject({ organisationName: maplewood.name, status: 'pending', message: 'Hola' });
    const mail = await lastMail('organisationJoinRequest', admin.email);
    expect(mail?.text).toContain('Lucía García');
    expect(mail?.text).toContain(`/en-us/my-account/accounts/${maplewood.id}`);
    expect(
      refused(
        await call(
          'POST',
          '/organisation-join-requests',
          { userId: es.id },
          { accountNumber: 'ORG-US104215' },
        ),
        409,
      ),
    ).toContain('asked to join');
    expect(
      refused(
        await call(
          'POST',
          '/organisation-join-requests',
          { userId: es.id },
          { accountNumber: 'ORG-US999999' },
        ),
        404,
      ),
    ).toContain('No organisation on this store has the account number ORG-US999999');
    refused(
      await call(
        'POST',
        '/organisation-join-requests',
        { userId: es.id },
        { accountNumber: rivieres.accountNumber },
      ),
      404,
    );
    refused(
      await call(
        'POST',
        '/organisation-join-requests',
        { userId: admin.id },
        { accountNumber: 'ORG-US104215' },
      ),
      409,
    );
    refused(
      await call('POST', '/organisation-join-requests', { userId: es.id }, { accountNumber: '12' }),
      400,
    );
    const listed = await ok(
      await call('GET', '/organisations', { userId: es.id }),
      200,
      organisationOverviewSchema,
    );
    expect(listed.joinRequests.map((r) => r.id)).toEqual([request.id]);
  });

  it('declines and approves with the roles chosen, mailing the requester; a decided request is 409', async () => {
    const [pending] = await t.database.db
      .select()
      .from(organisationJoinRequests)
      .where(and(eq(organisationJoinRequests.userId, es.id), eq(organisationJoinRequests.status, 'pending')));
    refused(
      await call(
        'POST',
        org(maplewood.id, `/join-requests/${pending!.id}/decision`),
        { userId: gb.id },
        { decision: 'approve' },
      ),
      403,
    );
    const declined = await ok(
      await call(
        'POST',
        org(maplewood.id, `/join-requests/${pending!.id}/decision`),
        { userId: admin.id },
        { decision: 'decline' },
      ),
      200,
      joinDecisionResultSchema,
    );
    expect(declined).toEqual({ id: pending!.id, status: 'declined' });
    expect((await lastMail('organisationJoinDecision', es.email))?.subject).toContain('Your request to join');
    refused(
      await call(
        'POST',
        org(maplewood.id, `/join-requests/${pending!.id}/decision`),
        { userId: admin.id },
        { decision: 'approve' },
      ),
      409,
    );

    const again = await ok(
      await call('POST', '/organisation-join-requests', { userId: es.id }, { accountNumber: 'ORG-US104215' }),
      201,
      ownJoinRequestSchema,
    );
    const approved = await ok(
      await call(
        'POST',
        org(maplewood.id, `/join-requests/${again.id}/decision`),
        { userId: admin.id },
        { decision: 'approve', roles: ['finance'] },
      ),
      200,
      joinDecisionResultSchema,
    );
    expect(approved).toMatchObject({ status: 'approved', member: { userId: es.id, roles: ['finance'] } });
    expect((await lastMail('organisationJoinDecision', es.email))?.subject).toContain('You are now a member');

    const demoRequest = await ok(
      await call(
        'POST',
        org(maplewood.id, `/join-requests/${maplewood.requester.joinRequestId}/decision`),
        { userId: admin.id },
        { decision: 'approve' },
      ),
      200,
      joinDecisionResultSchema,
    );
    expect(demoRequest.member?.roles).toEqual(['purchaser']);
    refused(
      await call(
        'POST',
        org(rivieres.id, `/join-requests/${rivieres.requester.joinRequestId}/decision`),
        { userId: admin.id },
        { decision: 'approve' },
      ),
      404,
    );
  });

  it('lets the requester withdraw their own pending request only', async () => {
    const request = await ok(
      await call('POST', '/organisation-join-requests', { userId: au.id }, { accountNumber: 'ORG-US104215' }),
      201,
      ownJoinRequestSchema,
    );
    refused(await call('DELETE', `/organisation-join-requests/${request.id}`, { userId: nl.id }), 404);
    await ok(
      await call('DELETE', `/organisation-join-requests/${request.id}`, { userId: au.id }),
      200,
      organisationRemovalSchema,
    );
    refused(await call('DELETE', `/organisation-join-requests/${request.id}`, { userId: au.id }), 404);
  });
});

describe('members and roles', () => {
  it('sets roles as an administrator, and keeps the last administrator', async () => {
    refused(
      await call(
        'PUT',
        org(maplewood.id, `/members/${es.id}/roles`),
        { userId: gb.id },
        { roles: ['purchaser'] },
      ),
      403,
    );
    const promoted = await ok(
      await call(
        'PUT',
        org(maplewood.id, `/members/${gb.id}/roles`),
        { userId: admin.id },
        { roles: ['administrator', 'purchaser'] },
      ),
      200,
      organisationMemberSchema,
    );
    expect(promoted.roles).toEqual(['purchaser', 'administrator']);
    await ok(
      await call(
        'PUT',
        org(maplewood.id, `/members/${gb.id}/roles`),
        { userId: admin.id },
        { roles: ['purchaser'] },
      ),
      200,
      organisationMemberSchema,
    );
    expect(
      refused(
        await call(
          'PUT',
          org(maplewood.id, `/members/${admin.id}/roles`),
          { userId: admin.id },
          { roles: ['purchaser'] },
        ),
        409,
      ),
    ).toBe(
      'You are the last administrator of Maplewood Unified School District: name another administrator first.',
    );
    expect(
      refused(await call('DELETE', org(maplewood.id, `/members/${admin.id}`), { userId: admin.id }), 409),
    ).toContain('last administrator');
    refused(
      await call(
        'PUT',
        org(maplewood.id, `/members/${nl.id}/roles`),
        { userId: admin.id },
        { roles: ['purchaser'] },
      ),
      404,
    );
    refused(
      await call('PUT', org(maplewood.id, `/members/${gb.id}/roles`), { userId: admin.id }, { roles: [] }),
      400,
    );
    refused(
      await call(
        'PUT',
        org(maplewood.id, `/members/${gb.id}/roles`),
        { userId: admin.id },
        { roles: ['finance', 'finance'] },
      ),
      400,
    );
  });

  it('lets an administrator remove a member and any member leave; not another member', async () => {
    refused(await call('DELETE', org(maplewood.id, `/members/${es.id}`), { userId: gb.id }), 403);
    await ok(
      await call('DELETE', org(maplewood.id, `/members/${gb.id}`), { userId: gb.id }),
      200,
      organisationRemovalSchema,
    );
    refused(await call('GET', org(maplewood.id), { userId: gb.id }), 404);
    await ok(
      await call('DELETE', org(maplewood.id, `/members/${es.id}`), { userId: admin.id }),
      200,
      organisationRemovalSchema,
    );
    refused(await call('DELETE', org(maplewood.id, `/members/${es.id}`), { userId: admin.id }), 404);
    refused(await call('DELETE', org(rivieres.id, `/members/${ca.id}`), { userId: admin.id }), 404);
  });
});

const operator = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: {
      'x-api-key': '',
      [OPERATOR_KEY_HEADER]: OPERATOR_KEY,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

describe('the operator API', () => {
  it('makes an organisation with a new account number, its administrator holding every role', async () => {
    const res = await operator('POST', '/organisations', {
      siteId: 'usassessments',
      name: 'Cedar Hills Psychology Department',
      administratorUserId: nl.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = operatorOrganisationSchema.parse(res.json());
    expect(made.accountNumber).toMatch(/^ORG-US\d{6}$/);
    expect(made.memberCount).toBe(1);
    const detail = await ok(
      await call('GET', org(made.id), { userId: nl.id }),
      200,
      organisationDetailSchema,
    );
    expect(detail.roles).toEqual([...ORGANISATION_ROLES]);

    const list = operatorOrganisationListSchema.parse(
      (await operator('GET', '/organisations?siteId=usassessments')).json(),
    );
    expect(list.data.map((o) => o.accountNumber)).toEqual(
      expect.arrayContaining([made.accountNumber, 'ORG-US104215']),
    );
    expect(list.data.every((o) => o.siteId === 'usassessments')).toBe(true);
  });

  it('refuses an unknown administrator and an unknown site', async () => {
    const unknown = await operator('POST', '/organisations', {
      siteId: 'usassessments',
      name: 'Nobody’s clinic',
      administratorUserId: '0d7a4c1e-2b3f-4a5d-8e9f-000000000999',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await operator('POST', '/organisations', { siteId: 'mars', name: 'X', administratorUserId: nl.id }))
        .statusCode,
    ).toBe(400);
    expect((await operator('GET', '/organisations?siteId=mars')).statusCode).toBe(400);
  });
});

describe('the demo organisations', () => {
  it('are seeded again without error or change, each with qualified colleagues at the site’s highest level and a lower one', async () => {
    const db = t.database.db;
    const countOf = async () => ({
      organisations: (await db.select().from(organisations)).length,
      members: (await db.select().from(organisationMembers)).length,
      invitations: (await db.select().from(organisationInvitations)).length,
    });
    const before = await countOf();
    await seedDemoOrganisations(db);
    await seedDemoOrganisations(db);
    expect(await countOf()).toEqual(before);

    expect(new Set(DEMO_ORGANISATIONS.map((o) => o.accountNumber)).size).toBe(DEMO_CUSTOMERS.length);
    const uk = demoOrganisationOf('demo.gb');
    const held = await db
      .select()
      .from(qualifications)
      .where(eq(qualifications.userId, uk.highlyQualified.id));
    expect(held).toEqual([
      expect.objectContaining({ level: 'CL3', status: 'approved', siteId: 'ukassessments' }),
    ]);
    expect(demoOrganisationOf('demo.au').highlyQualified.level).toBe('A');
    expect(demoOrganisationOf('demo.au').lessQualified.level).toBe('B');
    const members = await db
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, rivieres.id));
    expect(members.find((m) => m.userId === ca.id)?.roles).toEqual([...ORGANISATION_ROLES]);
  });
});
