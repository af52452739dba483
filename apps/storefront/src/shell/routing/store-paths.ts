import { IDENTITY_STOREFRONT_PATHS } from '@store/contracts/identity';
import { localeInfo, type Locale } from '@store/locales';

/** Why the sign-in page is shown, when it is not the customer's own choice. */
export type SignInReason = 'timeout';

/**
 * Every address of the store's own pages in a locale (requirements §2), built here only, so that
 * pages, links, redirects and tests agree.
 */
export function storePaths(locale: Locale) {
  const home = `/${locale}`;
  const { storeId, language } = localeInfo(locale);
  const store = `/store/${storeId}/${language}`;
  return {
    home,
    cart: `${home}/cart`,
    checkout: `${home}/checkout`,
    /** Order numbers are letters, digits and dashes; commerce's `{ORDER_NUMBER}` stands for one. */
    checkoutConfirmation: (orderNumber: string) => `${home}/checkout/confirmation?order=${orderNumber}`,
    checkoutCancelled: (orderNumber: string) => `${home}/checkout?cancelled=${orderNumber}`,
    myAccount: `${home}/my-account`,
    orders: `${home}/my-account/orders`,
    /** One of the signed-in customer's orders. */
    order: (orderNumber: string) => `${home}/my-account/orders/${orderNumber}`,
    orderEmail: `${home}/my-account/email`,
    qualifications: `${home}/my-account/qualifications`,
    register: `${home}/register`,
    forgotPassword: `${home}${IDENTITY_STOREFRONT_PATHS.forgotPassword}`,
    contactUs: `${home}/contact-us`,
    internationalContacts: `${home}/international-contacts`,
    invoices: `${home}/invoices`,
    orderStatus: `${store}/order-status`,
    quickOrder: `${store}/quickOrder`,
    product: (code: string) => `${home}/p/${code}`,
    category: (id: string) => `${home}/category/${id}`,
    /** The search page; an empty query leaves the address without one. */
    search: (query: URLSearchParams = new URLSearchParams()) => {
      const text = query.toString();
      return `${home}/search.html${text ? `?${text}` : ''}`;
    },
    /** The sign-in page, returning to `goto` once signed in. */
    signIn: (goto?: string, reason?: SignInReason) => {
      if (goto === undefined) return `${home}/login`;
      return `${home}/login?goto=${encodeURIComponent(goto)}${reason ? `&reason=${reason}` : ''}`;
    },
    /** A store path under the locale, as the proxy rewrites an address without one. */
    within: (path: string) => `${home}${path}`,
  };
}

export type StorePaths = ReturnType<typeof storePaths>;
