import type { CartMergeNotice } from '@store/contracts/commerce';
import {
  JOIN_REQUEST_MESSAGE_MAX,
  joinRequestSchema,
  organisationRolesSchema,
  type JoinRequest,
  type OrganisationOverview,
} from '@store/contracts/commerce-organisations';
import { ORGANISATION_ROLES, type OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import { localeInfo, type Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { countText } from '../catalog/format-catalog.ts';
import type { OrganisationsMessages } from './messages.ts';

/**
 * What the customer reads about organisations, made from commerce's answers and from what they
 * typed: roles as a list in their language, the join form checked against the contract, why a
 * join request was refused, and the cart's merge banner.
 */

/** The roles, in the contract's order, as a list in the locale ("Purchaser and Finance"). */
export function rolesText(
  locale: Locale,
  roles: readonly OrganisationRole[],
  messages: OrganisationsMessages['roles'],
): string {
  const list = new Intl.ListFormat(localeInfo(locale).htmlLang, { type: 'conjunction' });
  return list.format(ORGANISATION_ROLES.filter((role) => roles.includes(role)).map((role) => messages[role]));
}

/** The roles ticked in a form's `roles` checkboxes, when the contract accepts them (one or more, each once). */
export function rolesFromForm(formData: FormData): OrganisationRole[] | undefined {
  const ticked = formData.getAll('roles');
  const roles = organisationRolesSchema.safeParse(ORGANISATION_ROLES.filter((role) => ticked.includes(role)));
  return roles.success ? roles.data : undefined;
}

/** The join form's account number and optional message, or what to fix in the customer's words. */
export function joinInput(
  accountNumber: string,
  message: string,
  messages: OrganisationsMessages['join'],
): { ok: true; request: JoinRequest } | { ok: false; message: string } {
  const trimmed = message.trim();
  const parsed = joinRequestSchema.safeParse({
    accountNumber: accountNumber.replace(/\s+/g, ''),
    ...(trimmed === '' ? {} : { message: trimmed }),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  return field === 'message'
    ? { ok: false, message: format(messages.messageTooLong, { max: JOIN_REQUEST_MESSAGE_MAX }) }
    : { ok: false, message: messages.numberNeeded };
}

/**
 * Commerce answers 409 both to a member and to someone who asked already; the customer's own
 * accounts tell which of the two it is.
 */
export function joinConflictWords(
  accountNumber: string,
  overview: OrganisationOverview | undefined,
  messages: OrganisationsMessages['join'],
): string {
  const member = overview?.memberships.some((membership) => membership.accountNumber === accountNumber);
  return member ? messages.alreadyMember : messages.alreadyRequested;
}

/** The merge banner's sentence and one line per quantity that changed on the way. */
export function mergeNoticeWords(
  locale: Locale,
  notice: CartMergeNotice,
  messages: OrganisationsMessages['mergeNotice'],
): { sentence: string; adjustments: string[] } {
  const sentence = format(countText(locale, notice.items, messages[notice.kind]), {
    from: notice.from,
    to: notice.to,
  });
  const adjustments = notice.adjustments.map((adjustment) =>
    format(adjustment.kept === 0 ? messages.adjustmentDropped : messages.adjustmentCut, {
      itemCode: adjustment.itemCode,
      kept: adjustment.kept,
      requested: adjustment.requested,
      reason: messages.reasons[adjustment.reason],
    }),
  );
  return { sentence, adjustments };
}
