import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { installProblemHandlers } from '@store/service-runtime';
import type { Locale } from '@store/locales';
import { ApiError } from '../api/errors.ts';
import { successUrl } from '../resources/checkout-sessions.ts';
import type { CheckoutSession } from '../resources/objects.ts';
import type { Sandbox } from '../resources/sandbox.ts';
import { loadObject, type Stored } from '../resources/store.ts';
import { NO_REQUEST } from '../webhooks/events.ts';
import { readCardForm } from './card-form.ts';
import {
  finishChallenge,
  isOpen,
  lastFailure,
  payWithCard,
  pendingChallenge,
  type PaymentStep,
} from './checkout-payment.ts';
import { pageLocale } from './locale.ts';
import { PAGE_MESSAGES } from './messages.ts';
import {
  cardPage,
  challengePage,
  messagePage,
  STYLESHEET,
  type CardPageView,
  type DeclineKey,
} from './pages.ts';

/**
 * The hosted pages, under the sandbox's own path: the card page of a Checkout Session
 * (`/pay/:id`) and its 3-D Secure challenge (`/pay/:id/authenticate`). Forms post back to the
 * same address with the session's form token, so another site cannot post a card form in the
 * customer's name.
 */

const FORM_LIMIT = 16 * 1024;
const params = z.object({ id: z.string().max(255) });

const isDecline = (key: string | undefined): key is DeclineKey =>
  key !== undefined && Object.hasOwn(PAGE_MESSAGES['en-us'].declines, key);

function sameToken(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const originOf = (address: string | null) => (address ? new URL(address).origin : undefined);

export function registerHostedPages(pages: FastifyInstance, sandbox: Sandbox): void {
  const { db, endpoints } = sandbox;
  const stylesheet = `${pages.prefix}/assets/hosted.css`;

  installProblemHandlers(pages);

  pages.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );

  /** No script anywhere; forms post here and, once paid, on to the store's success or cancel address. */
  const secure = (reply: FastifyReply, session?: CheckoutSession) => {
    const targets = [originOf(session?.success_url ?? null), originOf(session?.cancel_url ?? null)].filter(
      (origin): origin is string => origin !== undefined,
    );
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' ${[...new Set(targets)].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
      );
  };

  const localeOf = (request: FastifyRequest, session?: CheckoutSession): Locale =>
    pageLocale(session?.locale ?? null, request.headers['accept-language']);

  /** The session a page is about, or the page that says it is gone. */
  async function sessionFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Stored<CheckoutSession> | undefined> {
    const { id } = params.parse(request.params);
    try {
      const stored = await loadObject(db, 'checkout.session', id);
      if (stored.data.status === 'complete') {
        await reply.redirect(successUrl(stored.data) ?? '/', 303);
        return undefined;
      }
      if (!isOpen(stored.data)) {
        await secure(reply, stored.data)
          .code(410)
          .send(messagePage(localeOf(request, stored.data), 'expired', stylesheet, stored.data.cancel_url));
        return undefined;
      }
      return stored;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      await secure(reply)
        .code(404)
        .send(messagePage(localeOf(request), 'notFound', stylesheet, null));
      return undefined;
    }
  }

  const cardView = (request: FastifyRequest, stored: Stored<CheckoutSession>): CardPageView => ({
    locale: localeOf(request, stored.data),
    session: stored.data,
    lineItems: stored.private.lineItems ?? [],
    formToken: stored.private.formToken ?? '',
    action: `${pages.prefix}/pay/${stored.data.id}`,
    stylesheet,
  });

  /** After a post: on to the store, back to the card page, or to the challenge. */
  async function follow(reply: FastifyReply, id: string, step: PaymentStep) {
    if (step === 'challenge') return reply.redirect(`${pages.prefix}/pay/${id}/authenticate`, 303);
    if (step === 'completed') {
      const { data } = await loadObject(db, 'checkout.session', id);
      return reply.redirect(successUrl(data) ?? '/', 303);
    }
    return reply.redirect(`${pages.prefix}/pay/${id}`, 303);
  }

  pages.get('/assets/hosted.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STYLESHEET),
  );

  pages.get('/pay/:id', async (request, reply) => {
    const stored = await sessionFor(request, reply);
    if (!stored) return reply;
    const failure = await lastFailure(db, stored.data);
    const view = cardView(request, stored);
    return secure(reply, stored.data).send(
      cardPage(isDecline(failure) ? { ...view, decline: failure } : view),
    );
  });

  pages.post('/pay/:id', async (request, reply) => {
    const stored = await sessionFor(request, reply);
    if (!stored) return reply;
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const view = cardView(request, stored);
    const values = { exp: form.get('exp') ?? '', name: form.get('name') ?? '' };
    if (!sameToken(form.get('token'), stored.private.formToken)) {
      return secure(reply, stored.data)
        .code(403)
        .send(cardPage({ ...view, stale: true, values }));
    }
    const read = readCardForm(form);
    if (!read.ok) {
      return secure(reply, stored.data)
        .code(422)
        .send(cardPage({ ...view, errors: read.errors, values }));
    }
    const step = await db.transaction((tx) =>
      payWithCard({ tx, endpoints, cause: NO_REQUEST }, stored.data.id, read.card),
    );
    return follow(reply, stored.data.id, step);
  });

  pages.get('/pay/:id/authenticate', async (request, reply) => {
    const stored = await sessionFor(request, reply);
    if (!stored) return reply;
    const pending = await pendingChallenge(db, stored.data);
    if (!pending) return reply.redirect(`${pages.prefix}/pay/${stored.data.id}`, 303);
    return secure(reply, stored.data).send(
      challengePage({
        locale: localeOf(request, stored.data),
        session: stored.data,
        formToken: stored.private.formToken ?? '',
        action: `${pages.prefix}/pay/${stored.data.id}/authenticate`,
        stylesheet,
      }),
    );
  });

  pages.post('/pay/:id/authenticate', async (request, reply) => {
    const stored = await sessionFor(request, reply);
    if (!stored) return reply;
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    if (!sameToken(form.get('token'), stored.private.formToken)) {
      return secure(reply, stored.data)
        .code(403)
        .send(cardPage({ ...cardView(request, stored), stale: true }));
    }
    const passed = form.get('result') === 'complete';
    const step = await db.transaction((tx) =>
      finishChallenge({ tx, endpoints, cause: NO_REQUEST }, stored.data.id, passed),
    );
    return follow(reply, stored.data.id, step);
  });
}
