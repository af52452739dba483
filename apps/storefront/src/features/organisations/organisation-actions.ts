'use server';

import {
  JOIN_DECISIONS,
  invitationRequestSchema,
  invitationTokenParamsSchema,
} from '@store/contracts/commerce-organisations';
import { LOCALES, type Locale } from '@store/locales';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import type { ConfirmActionState } from '../account/confirm-action-dialog.tsx';
import { CartAccessNeeded, cartRef, onCart } from '../cart/cart-session.ts';
import { customerAccess } from '../orders/orders-access.ts';
import { organisationsMessages, type OrganisationsMessages } from './messages.ts';
import { joinConflictWords, joinInput, rolesFromForm } from './organisation-words.ts';

/**
 * What a customer does with organisation accounts, as server actions like the saved carts' (Next
 * answers a server action only from the store's own origin, the store's CSRF protection). Each acts
 * with the customer's token the server holds (ADR 16); `reauthorize` asks the page to hand over a
 * new one and send the form again. A refusal comes back in the locale's words.
 */

export type OrganisationActionState =
  | { status: 'idle' }
  | { status: 'done'; href: string; message: string }
  | { status: 'error'; message: string; reauthorize?: true };

const localeSchema = z.enum(LOCALES);
const idSchema = z.uuid();

const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

function readLocale(formData: FormData): Locale | undefined {
  const locale = localeSchema.safeParse(formData.get('locale'));
  return locale.success ? locale.data : undefined;
}

function readId(formData: FormData, name: string): string | undefined {
  const id = idSchema.safeParse(formData.get(name));
  return id.success ? id.data : undefined;
}

/** Words for the refusals every organisation call shares; undefined leaves the caller's own. */
function sharedRefusal(error: unknown, messages: OrganisationsMessages): string | undefined {
  if (!(error instanceof CommerceProblem)) return undefined;
  if (error.status === 403) return messages.notAllowed;
  return undefined;
}

/**
 * Runs a call for the signed-in customer: an expired token asks for a new one, a refusal that
 * `refusal` words (or the shared ones) is shown, anything else is logged and shown as `failed`.
 */
async function acting<S extends { status: string }>(
  locale: Locale,
  what: string,
  failed: string,
  work: () => Promise<S>,
  refusal: (error: CommerceProblem) => Promise<string | undefined> | string | undefined = () => undefined,
): Promise<S | { status: 'error'; message: string; reauthorize?: true }> {
  const messages = organisationsMessages(locale);
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return { status: 'error', message: messages.sessionEnded, reauthorize: true };
    }
    const words =
      (error instanceof CommerceProblem ? await refusal(error) : undefined) ?? sharedRefusal(error, messages);
    if (words) return { status: 'error', message: words };
    logger.warn({ err: error, locale }, `organisations: ${what} failed`);
    return { status: 'error', message: failed };
  }
}

const unreadable = (pick: (m: OrganisationsMessages) => string) => ({
  status: 'error' as const,
  message: pick(organisationsMessages('en-us')),
});

const lastAdministrator = (messages: OrganisationsMessages) => (error: CommerceProblem) =>
  error.status === 409 ? messages.lastAdministrator : undefined;

function refreshAccounts(locale: Locale, organisationId?: string) {
  const paths = storePaths(locale);
  revalidatePath(paths.accounts);
  if (organisationId) revalidatePath(paths.organisation(organisationId));
}

const done = (href: string, message = '') => ({ status: 'done' as const, href, message });

/** Join an organisation by its account number, with an optional message to its administrators. */
export async function requestToJoin(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  if (!locale) return unreadable((m) => m.join.failed);
  const m = organisationsMessages(locale);
  const input = joinInput(text(formData, 'accountNumber'), text(formData, 'message'), m.join);
  if (!input.ok) return { status: 'error', message: input.message };
  const { accountNumber } = input.request;
  return acting(
    locale,
    'asking to join',
    m.join.failed,
    async () => {
      const { userId, accessToken } = await customerAccess(locale);
      const request = await onCart(commerce().requestToJoin(locale, userId, accessToken, input.request));
      refreshAccounts(locale);
      return done(storePaths(locale).accounts, format(m.join.sent, { name: request.organisationName }));
    },
    async (error) => {
      if (error.status === 404) return format(m.join.unknownNumber, { number: accountNumber });
      if (error.status !== 409) return undefined;
      const { userId, accessToken } = await customerAccess(locale);
      const overview = await commerce()
        .organisations(locale, userId, accessToken)
        .catch(() => undefined);
      return joinConflictWords(accountNumber, overview, m.join);
    },
  );
}

/** Withdraw one of the customer's pending requests to join. */
export async function withdrawJoinRequest(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  const requestId = readId(formData, 'requestId');
  if (!locale || !requestId) return unreadable((m) => m.requests.failed);
  const m = organisationsMessages(locale);
  return acting(locale, 'withdrawing a join request', m.requests.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(commerce().withdrawJoinRequest(locale, userId, accessToken, requestId));
    refreshAccounts(locale);
    return done(storePaths(locale).accounts);
  });
}

/** An administrator invites an email address with the roles ticked. */
export async function inviteMember(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  const organisationId = readId(formData, 'organisationId');
  if (!locale || !organisationId) return unreadable((m) => m.invite.failed);
  const m = organisationsMessages(locale);
  const roles = rolesFromForm(formData);
  if (!roles) return { status: 'error', message: m.invite.rolesNeeded };
  const invitation = invitationRequestSchema.safeParse({ email: text(formData, 'email'), roles });
  if (!invitation.success) return { status: 'error', message: m.invite.emailNeeded };
  return acting(locale, 'inviting a member', m.invite.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    const sent = await onCart(
      commerce().inviteMember(locale, userId, accessToken, organisationId, invitation.data),
    );
    refreshAccounts(locale, organisationId);
    return done(
      storePaths(locale).organisation(organisationId),
      format(m.invite.sent, { email: sent.email }),
    );
  });
}

/** An administrator revokes an invitation not yet accepted. */
export async function revokeInvitation(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  const organisationId = readId(formData, 'organisationId');
  const invitationId = readId(formData, 'invitationId');
  if (!locale || !organisationId || !invitationId) return unreadable((m) => m.pendingInvitations.failed);
  const m = organisationsMessages(locale);
  return acting(locale, 'revoking an invitation', m.pendingInvitations.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(commerce().revokeInvitation(locale, userId, accessToken, organisationId, invitationId));
    refreshAccounts(locale, organisationId);
    return done(storePaths(locale).organisation(organisationId));
  });
}

/** An administrator approves a request to join with the roles ticked, or declines it. */
export async function decideJoinRequest(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  const organisationId = readId(formData, 'organisationId');
  const requestId = readId(formData, 'requestId');
  const decision = z.enum(JOIN_DECISIONS).safeParse(formData.get('decision'));
  if (!locale || !organisationId || !requestId || !decision.success)
    return unreadable((m) => m.joinRequests.failed);
  const m = organisationsMessages(locale);
  const roles = decision.data === 'approve' ? rolesFromForm(formData) : undefined;
  if (decision.data === 'approve' && !roles) return { status: 'error', message: m.joinRequests.rolesNeeded };
  return acting(locale, 'answering a join request', m.joinRequests.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(
      commerce().decideJoinRequest(locale, userId, accessToken, organisationId, requestId, {
        decision: decision.data,
        ...(roles ? { roles } : {}),
      }),
    );
    refreshAccounts(locale, organisationId);
    return done(storePaths(locale).organisation(organisationId));
  });
}

/** An administrator sets a member's roles; the organisation keeps at least one administrator. */
export async function setMemberRoles(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  const organisationId = readId(formData, 'organisationId');
  const memberId = readId(formData, 'memberId');
  if (!locale || !organisationId || !memberId) return unreadable((m) => m.memberRoles.failed);
  const m = organisationsMessages(locale);
  const roles = rolesFromForm(formData);
  if (!roles) return { status: 'error', message: m.memberRoles.rolesNeeded };
  return acting(
    locale,
    'setting a member’s roles',
    m.memberRoles.failed,
    async () => {
      const { userId, accessToken } = await customerAccess(locale);
      const member = await onCart(
        commerce().setMemberRoles(locale, userId, accessToken, organisationId, memberId, roles),
      );
      refreshAccounts(locale, organisationId);
      return done(
        storePaths(locale).organisation(organisationId),
        format(m.memberRoles.saved, { name: member.name }),
      );
    },
    lastAdministrator(m),
  );
}

/** An administrator removes a member, once confirmed. */
export async function removeMember(
  _previous: ConfirmActionState,
  formData: FormData,
): Promise<ConfirmActionState> {
  const locale = readLocale(formData);
  const organisationId = readId(formData, 'organisationId');
  const memberId = readId(formData, 'memberId');
  if (!locale || !organisationId || !memberId) return unreadable((m) => m.remove.failed);
  const m = organisationsMessages(locale);
  return acting(
    locale,
    'removing a member',
    m.remove.failed,
    async () => {
      const { userId, accessToken } = await customerAccess(locale);
      await onCart(commerce().removeMember(locale, userId, accessToken, organisationId, memberId));
      refreshAccounts(locale, organisationId);
      return { status: 'done' as const, href: storePaths(locale).organisation(organisationId) };
    },
    lastAdministrator(m),
  );
}

/** Any member leaves the organisation, once confirmed; the accounts page follows. */
export async function leaveOrganisation(
  _previous: ConfirmActionState,
  formData: FormData,
): Promise<ConfirmActionState> {
  const locale = readLocale(formData);
  const organisationId = readId(formData, 'organisationId');
  if (!locale || !organisationId) return unreadable((m) => m.leave.failed);
  const m = organisationsMessages(locale);
  return acting(
    locale,
    'leaving an organisation',
    m.leave.failed,
    async () => {
      const { userId, accessToken } = await customerAccess(locale);
      await onCart(commerce().removeMember(locale, userId, accessToken, organisationId, userId));
      refreshAccounts(locale, organisationId);
      return { status: 'done' as const, href: storePaths(locale).accounts };
    },
    lastAdministrator(m),
  );
}

/** Accepts an invitation to the customer's email; the organisation's page follows. */
export async function acceptInvitation(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  const token = invitationTokenParamsSchema.shape.token.safeParse(formData.get('token'));
  if (!locale || !token.success) return unreadable((m) => m.invitation.failed);
  const m = organisationsMessages(locale);
  const email = text(formData, 'email');
  return acting(
    locale,
    'accepting an invitation',
    m.invitation.failed,
    async () => {
      const { userId, accessToken } = await customerAccess(locale);
      const membership = await onCart(commerce().acceptInvitation(locale, userId, accessToken, token.data));
      refreshAccounts(locale, membership.id);
      return done(storePaths(locale).organisation(membership.id));
    },
    (error) => {
      if (error.status === 403) return format(m.invitation.wrongAccount, { email });
      if (error.status === 409 || error.status === 410) return m.invitation.gone;
      return undefined;
    },
  );
}

/** Dismisses the cart's merge banner (commerce forgets it); the cart page shows the cart without it. */
export async function dismissMergeNotice(
  _previous: OrganisationActionState,
  formData: FormData,
): Promise<OrganisationActionState> {
  const locale = readLocale(formData);
  if (!locale) return unreadable((m) => m.mergeNotice.failed);
  const m = organisationsMessages(locale);
  return acting(locale, 'dismissing the merge notice', m.mergeNotice.failed, async () => {
    const ref = await cartRef(locale);
    if (ref) await onCart(commerce().dismissMergeNotice(locale, ref));
    revalidatePath(storePaths(locale).cart);
    return done(storePaths(locale).cart);
  });
}
