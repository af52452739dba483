import { localeInfo, type Locale } from '@store/locales';

/** The addresses the account pages link to, in one place so the pages and tests agree. */
export function accountPaths(locale: Locale) {
  const { storeId, language } = localeInfo(locale);
  return {
    myAccount: `/${locale}/my-account`,
    orders: `/${locale}/my-account/orders`,
    orderEmail: `/${locale}/my-account/email`,
    cart: `/${locale}/cart`,
    contactUs: `/${locale}/contact-us`,
    internationalContacts: `/${locale}/international-contacts`,
    /** SPEC 2 store route: /store/{storeId}/{lang}/order-status. */
    orderStatus: `/store/${storeId}/${language}/order-status`,
  };
}
