import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recaptchaPass } from '@store/config';
import {
  IDENTITY_REALM,
  IDENTITY_TREES,
  identityPaths,
  TRANSACTION_CONDITION_ADVICE,
} from '@store/contracts/identity';
import { isPlainText, PLAIN_TEXT_RULE } from '@store/contracts/plain-text';
import { clientAddressOf } from '@store/service-runtime';
import { AmError } from './errors.ts';
import {
  activeSession,
  clearSessionCookie,
  createSession,
  endSession,
  sessionIdFrom,
  setSessionCookie,
} from '../sessions/am-sessions.ts';
import { Answers, numberCallbacks } from './callbacks.ts';
import type { IdentityContext } from '../context.ts';
import { saveStep, takeStep } from './pending-steps.ts';
import { changeEmailTree } from './trees/change-email.ts';
import { changePasswordTree } from './trees/change-password.ts';
import { forgotPasswordTree } from './trees/forgot-password.ts';
import { loginTree } from './trees/login.ts';
import { registrationTree } from './trees/registration.ts';
import { securityKeyTree } from './trees/security-key.ts';
import { stepUpTree } from './trees/step-up.ts';
import { updateProfileTree } from './trees/update-profile.ts';
import type { Outcome, Tree, TreeContext } from './trees/types.ts';
import { isTrustedProxy } from '@store/config/trusted-proxies';
import { actorOfSession } from '../staff/actors.ts';
import { endSessions } from '../users/users.ts';
import { webAuthnService } from '../webauthn/webauthn.ts';

/** AM's JSON API: the authenticate trees and sessions?_action=logout|validate. */

const TREES: ReadonlyMap<string, Tree> = new Map(
  [
    loginTree,
    registrationTree,
    forgotPasswordTree,
    stepUpTree,
    securityKeyTree,
    updateProfileTree,
    changePasswordTree,
    changeEmailTree,
  ].map((tree) => [tree.name, tree]),
);

/** The trees that change how the customer signs in, which a member of staff acting for them may not run. */
const NOT_IN_ASSISTED_SESSIONS: ReadonlySet<string> = new Set([
  IDENTITY_TREES.changeEmail,
  IDENTITY_TREES.changePassword,
  IDENTITY_TREES.stepUp,
  IDENTITY_TREES.registerSecurityKey,
]);

function refuseInAssistedSession(ctx: TreeContext, tree: Tree): void {
  if (ctx.assisted && NOT_IN_ASSISTED_SESSIONS.has(tree.name)) {
    throw new AmError(
      403,
      "An assisted session cannot change the customer's email, password or security keys.",
    );
  }
}

const authenticateQuery = z.looseObject({
  authIndexType: z.enum(['service', 'composite_advice']).optional(),
  authIndexValue: z.string().max(4096).optional(),
  goto: z.string().max(4096).optional(),
});

const stepBody = z.looseObject({ authId: z.string().max(200), callbacks: z.unknown() });

/** `<Advices>…<Attribute name="TransactionConditionAdvice"/><Value>{txid}</Value>…</Advices>` */
function transactionFromAdvice(xml: string): string {
  const match = new RegExp(
    `<Attribute name="${TRANSACTION_CONDITION_ADVICE}"\\s*/>\\s*<Value>([^<]{1,100})</Value>`,
  ).exec(xml);
  if (!match?.[1])
    throw new AmError(400, 'The advice names no transaction (expected a TransactionConditionAdvice).');
  return match[1].trim().split(/\s+/)[0] ?? '';
}

/** Every text in a query or JSON body, however deep. */
function* textsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* textsIn(item);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* textsIn(item);
    }
  }
}

/**
 * No tree sees a NUL byte (the database refuses it) or bytes that are not UTF-8 (the body parser
 * turns them into U+FFFD; the query parser leaves them escaped): each is a 400 before any tree runs.
 */
export function refuseUnreadableText(request: FastifyRequest): void {
  for (const part of [request.query, request.body]) {
    for (const text of textsIn(part)) {
      if (!isPlainText(text)) {
        request.log.warn('authenticate refused text that is not plain UTF-8');
        throw new AmError(400, `Every value must be ${PLAIN_TEXT_RULE}.`);
      }
    }
  }
}

export async function amRoutes(app: FastifyInstance, context: IdentityContext): Promise<void> {
  const paths = identityPaths();
  const addressOf = clientAddressOf(isTrustedProxy(context.env.TRUSTED_PROXIES));

  const treeContext = async (request: FastifyRequest, origin: string): Promise<TreeContext> => {
    const session = await activeSession(context.providers.for(origin), sessionIdFrom(request));
    return {
      db: context.db,
      limiter: context.limiter,
      recaptchaToken: recaptchaPass(context.env),
      address: addressOf(request.socket.remoteAddress, request.headers['x-forwarded-for']),
      sessionUserId: session?.accountId,
      assisted: (await actorOfSession(context.db, session?.uid)) !== undefined,
      sessionId: session ? sessionIdFrom(request) : undefined,
      webauthn: webAuthnService(context.db, origin),
      origin,
      query: (request.query ?? {}) as Record<string, unknown>,
      organisation: context.organisation,
      ssoFlags: context.ssoFlags,
      endSessionsOf: async (userId, except) =>
        endSessions(
          context.providers.for(origin),
          (await context.sessionIdsOf(userId)).filter((id) => id !== except),
        ),
      profileChanged: (userId) => context.announceProfileChange(userId),
    };
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    tree: Tree,
    outcome: Outcome,
    origin: string,
  ) => {
    if (outcome.kind === 'step') {
      const { callbacks, expected } = numberCallbacks(outcome.callbacks);
      const authId = await saveStep(context.db, {
        tree: tree.name,
        stage: outcome.stage,
        state: outcome.state,
        expected,
      });
      return reply.send({
        authId,
        callbacks,
        stage: outcome.stage,
        ...(outcome.header ? { header: outcome.header } : {}),
        ...(outcome.description ? { description: outcome.description } : {}),
      });
    }
    const provider = context.providers.for(origin);
    const current = sessionIdFrom(request);
    const live = await activeSession(provider, current);
    let tokenId: string;
    if (outcome.reuseSession && live && current && live.accountId === outcome.userId) {
      tokenId = current;
    } else {
      // A new sign-in replaces whatever session the browser had.
      if (current) await endSession(provider, current);
      tokenId = await createSession(provider, outcome.userId, outcome.amr);
    }
    setSessionCookie(reply, tokenId, origin.startsWith('https:'));
    const query = authenticateQuery.safeParse(request.query);
    const successUrl =
      context.origins.safeGoto(query.success ? query.data.goto : undefined, origin) ??
      context.defaultSuccessUrl;
    return reply.send({ tokenId, successUrl, realm: `/${IDENTITY_REALM}` });
  };

  // Request logs stay off here: a resumed step's query carries a one-time authorization code.
  app.post(paths.authenticate, { logLevel: 'warn' }, async (request, reply) => {
    const origin = context.originOf(request);
    refuseUnreadableText(request);
    const query = authenticateQuery.safeParse(request.query);
    if (!query.success) throw new AmError(400, 'authIndexType must be service or composite_advice.');
    const ctx = await treeContext(request, origin);
    const body = request.body;
    if (body !== undefined && body !== null && typeof body === 'object' && 'authId' in body) {
      const step = stepBody.safeParse(body);
      if (!step.success) throw new AmError(400, 'The step must carry its authId and callbacks.');
      const pending = await takeStep(context.db, step.data.authId);
      const tree = TREES.get(pending.tree);
      if (!tree) throw new AmError(401, 'This sign-in step belongs to no tree; start again.');
      refuseInAssistedSession(ctx, tree);
      const answers = new Answers(pending.expected, step.data.callbacks);
      return answer(
        request,
        reply,
        tree,
        await tree.advance(ctx, pending.stage, pending.state, answers),
        origin,
      );
    }
    if (body !== undefined && body !== null && (typeof body !== 'object' || Object.keys(body).length > 0)) {
      throw new AmError(400, 'Start a tree with an empty body, or answer a step with its authId.');
    }
    const { authIndexType, authIndexValue } = query.data;
    if (authIndexType === 'composite_advice') {
      const transactionId = transactionFromAdvice(authIndexValue ?? '');
      refuseInAssistedSession(ctx, stepUpTree);
      return answer(request, reply, stepUpTree, await stepUpTree.start(ctx, { transactionId }), origin);
    }
    const tree = TREES.get(authIndexValue ?? IDENTITY_TREES.login);
    if (!tree)
      throw new AmError(
        400,
        `No tree is named ${JSON.stringify(authIndexValue)}; use one of ${[...TREES.keys()].join(', ')}.`,
      );
    refuseInAssistedSession(ctx, tree);
    return answer(request, reply, tree, await tree.start(ctx, {}), origin);
  });

  const sessionsQuery = z.object({
    _action: z.enum(['logout', 'validate'], { error: '_action must be logout or validate' }),
  });

  const sessions = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = context.originOf(request);
    const parsed = sessionsQuery.safeParse(request.query);
    if (!parsed.success) throw new AmError(400, '_action must be logout or validate.');
    const provider = context.providers.for(origin);
    const sessionId = sessionIdFrom(request);
    if (parsed.data._action === 'validate') {
      const session = await activeSession(provider, sessionId);
      return reply.send(
        session ? { valid: true, uid: session.accountId, realm: `/${IDENTITY_REALM}` } : { valid: false },
      );
    }
    const ended = await endSession(provider, sessionId);
    clearSessionCookie(reply, origin.startsWith('https:'));
    if (!ended) throw new AmError(401, 'No session to log out of.');
    return reply.send({ result: 'Successfully logged out' });
  };
  app.post(paths.sessions, sessions);
  app.post(`${paths.sessions}/`, sessions);
}
