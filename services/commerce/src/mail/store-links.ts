import { localeInfo, storeOrigin, type Locale } from '@store/locales';

/**
 * Addresses on the store's own pages that commerce's mails link to. A mail is often written with no
 * request from the store at hand (a payment webhook, the reconciler), so the origin comes from the
 * store origins commerce is configured with (IDENTITY_PUBLIC_ORIGINS, else the locales' home
 * origins), chosen per locale by `storeOrigin` (@store/locales).
 */

export interface OrderLinks {
  /** The order's page in the customer's account. */
  order: string;
  /** The store's order status page, where anyone can follow an order by its number. */
  status: string;
  /** Where each digital product's platform is signed in to (requirements §2, the footer's product platform logins). */
  platformLogins: string;
}

export function orderLinks(origins: ReadonlySet<string>, locale: Locale, orderNumber: string): OrderLinks {
  const origin = storeOrigin(origins, locale);
  const { storeId, language } = localeInfo(locale);
  const at = (path: string) => new URL(path, origin).toString();
  return {
    order: at(`/${locale}/my-account/orders/${orderNumber}`),
    status: at(`/store/${storeId}/${language}/order-status`),
    platformLogins: at(`/${locale}/platform-logins`),
  };
}

/** An invoice's page in the customer's store, addressed by the invoice's id (docs/invoices.md). */
export function invoiceLink(origins: ReadonlySet<string>, locale: Locale, invoiceId: string): string {
  return new URL(`/${locale}/invoices/${invoiceId}`, storeOrigin(origins, locale)).toString();
}

/** The page a marketing subscription is confirmed on (docs/preferences.md); the token is the proof. */
export function marketingConfirmationLink(
  origins: ReadonlySet<string>,
  locale: Locale,
  token: string,
): string {
  return new URL(
    `/${locale}/my-account/preferences/marketing/${token}`,
    storeOrigin(origins, locale),
  ).toString();
}

/** The customer's qualifications page, where a renewal is uploaded. */
export function qualificationsLink(origins: ReadonlySet<string>, locale: Locale): string {
  return new URL(`/${locale}/my-account/qualifications`, storeOrigin(origins, locale)).toString();
}

/** The customer's accounts page: personal and each organisation (docs/organisations.md). */
export function accountsLink(origins: ReadonlySet<string>, locale: Locale): string {
  return new URL(`/${locale}/my-account/accounts`, storeOrigin(origins, locale)).toString();
}

/** An organisation's page in the member's account, where administrators decide join requests. */
export function organisationLink(
  origins: ReadonlySet<string>,
  locale: Locale,
  organisationId: string,
): string {
  return new URL(`/${locale}/my-account/accounts/${organisationId}`, storeOrigin(origins, locale)).toString();
}

/** The page an invitation is accepted on; the token in it is the invitation's proof. */
export function organisationInvitationLink(
  origins: ReadonlySet<string>,
  locale: Locale,
  token: string,
): string {
  return new URL(
    `/${locale}/my-account/accounts/invitations/${token}`,
    storeOrigin(origins, locale),
  ).toString();
}

/** A quote's page in the customer's account (docs/quotes.md), addressed by the quote's id. */
export function quoteLink(origins: ReadonlySet<string>, locale: Locale, quoteId: string): string {
  return new URL(`/${locale}/my-account/quotes/${quoteId}`, storeOrigin(origins, locale)).toString();
}
