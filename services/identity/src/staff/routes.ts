import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recaptchaPass } from '@store/config';
import { identityPaths } from '@store/contracts/identity';
import {
  STAFF_IDENTITY_PATHS,
  STAFF_LOGIN_TREE,
  STAFF_REALM,
  type StaffRole,
  type StaffSession,
} from '@store/contracts/staff';
import { isTrustedProxy } from '@store/config/trusted-proxies';
import { clientAddressOf } from '@store/service-runtime';
import { Answers, numberCallbacks } from '../am/callbacks.ts';
import { AmError } from '../am/errors.ts';
import { saveStep, takeStep } from '../am/pending-steps.ts';
import { refuseUnreadableText } from '../am/routes.ts';
import type { IdentityContext } from '../context.ts';
import { startAssistedSession } from './assisted-sessions.ts';
import { staffLoginTree, type StaffOutcome, type StaffTreeContext } from './staff-login.ts';
import { createStaffSession, endStaffSession, validateStaffSession } from './staff-sessions.ts';

/**
 * The staff realm's AM API: the StaffLogin tree (its only tree), the staff sessions' validate and
 * logout, and assisted sessions. Nothing here reaches the customers' realm, nor the other way round.
 */

const ASSISTING_ROLES: readonly StaffRole[] = ['support-agent', 'administrator'];

const authenticateQuery = z.looseObject({
  authIndexType: z.literal('service').optional(),
  authIndexValue: z.string().max(4096).optional(),
});

const stepBody = z.looseObject({ authId: z.string().max(200), callbacks: z.unknown() });

const sessionsQuery = z.object({ _action: z.enum(['logout', 'validate']) });

const tokenBody = z.object({ tokenId: z.string() });

const assistedBody = z.object({ userId: z.uuid() });

const bearerToken = (request: FastifyRequest): string => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
};

export async function staffRoutes(app: FastifyInstance, context: IdentityContext): Promise<void> {
  const addressOf = clientAddressOf(isTrustedProxy(context.env.TRUSTED_PROXIES));
  const sessionsPath = identityPaths(STAFF_REALM).sessions;

  const answer = async (reply: FastifyReply, outcome: StaffOutcome) => {
    if (outcome.kind === 'step') {
      const { callbacks, expected } = numberCallbacks(outcome.callbacks);
      const authId = await saveStep(context.db, {
        tree: STAFF_LOGIN_TREE,
        stage: outcome.stage,
        state: outcome.state,
        expected,
      });
      return reply.send({ authId, callbacks, stage: outcome.stage, header: outcome.header });
    }
    const tokenId = await createStaffSession(context.db, outcome.staffId);
    return reply.send({ tokenId, successUrl: '/', realm: `/${STAFF_REALM}` });
  };

  // Request logs stay off here, as for the customers' trees.
  app.post(STAFF_IDENTITY_PATHS.authenticate, { logLevel: 'warn' }, async (request, reply) => {
    context.originOf(request);
    refuseUnreadableText(request);
    const query = authenticateQuery.safeParse(request.query);
    if (!query.success) throw new AmError(400, 'authIndexType must be service in the staff realm.');
    const ctx: StaffTreeContext = {
      db: context.db,
      limiter: context.limiter,
      recaptchaToken: recaptchaPass(context.env),
      address: addressOf(request.socket.remoteAddress, request.headers['x-forwarded-for']),
    };
    const body = request.body;
    if (body !== undefined && body !== null && typeof body === 'object' && 'authId' in body) {
      const step = stepBody.safeParse(body);
      if (!step.success) throw new AmError(400, 'The step must carry its authId and callbacks.');
      const pending = await takeStep(context.db, step.data.authId);
      if (pending.tree !== STAFF_LOGIN_TREE)
        throw new AmError(401, 'This sign-in step belongs to no tree; start again.');
      const answers = new Answers(pending.expected, step.data.callbacks);
      return answer(reply, await staffLoginTree.advance(ctx, pending.stage, pending.state, answers));
    }
    if (body !== undefined && body !== null && (typeof body !== 'object' || Object.keys(body).length > 0)) {
      throw new AmError(400, 'Start a tree with an empty body, or answer a step with its authId.');
    }
    const name = query.data.authIndexValue ?? STAFF_LOGIN_TREE;
    if (name !== STAFF_LOGIN_TREE)
      throw new AmError(400, `No tree is named ${JSON.stringify(name)}; use one of ${STAFF_LOGIN_TREE}.`);
    return answer(reply, staffLoginTree.start());
  });

  // Called by services (commerce) as well as the console: nothing here depends on the public origin.
  app.post(sessionsPath, async (request, reply) => {
    const query = sessionsQuery.safeParse(request.query);
    if (!query.success) throw new AmError(400, '_action must be logout or validate.');
    const body = tokenBody.safeParse(request.body);
    if (!body.success) throw new AmError(400, 'Send the staff token as {"tokenId": "…"}.');
    if (query.data._action === 'validate') {
      const session: StaffSession = await validateStaffSession(context.db, body.data.tokenId);
      return reply.send(session);
    }
    const staffId = await endStaffSession(context.db, body.data.tokenId);
    if (staffId) await context.announceStaffSignOut(staffId);
    return reply.send({});
  });

  app.post(STAFF_IDENTITY_PATHS.assistedSessions, async (request, reply) => {
    const origin = context.originOf(request);
    const staff = await validateStaffSession(context.db, bearerToken(request));
    if (!staff.valid) {
      throw new AmError(401, 'Sign in as staff first: the staff token is missing, ended or expired.');
    }
    if (!staff.roles.some((role) => ASSISTING_ROLES.includes(role))) {
      throw new AmError(403, `An assisted session needs the role ${ASSISTING_ROLES.join(' or ')}.`);
    }
    const body = assistedBody.safeParse(request.body);
    if (!body.success) throw new AmError(400, 'Send the customer as {"userId": "<their user id>"}.');
    const session = await startAssistedSession(
      context.db,
      context.providers.for(origin),
      staff.uid,
      body.data.userId,
    );
    request.log.info({ staffId: staff.uid, userId: session.userId }, 'assisted session started');
    return reply.code(201).send(session);
  });
}
