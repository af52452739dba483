/**
 * The embedded payment sandbox's hosted card pages live on its own path of the store's origin, as a
 * real provider's page lives on its own origin: the customer leaves the store's pages to pay.
 */
export const PAYMENT_PAGES_PREFIX = '/payments';

/**
 * Where the browser opens the provider's hosted payment page. The embedded sandbox builds its
 * address from the origin commerce called it through (the platform's loopback address, which a
 * customer's browser cannot reach); the store forwards the sandbox's pages, so that address becomes
 * a path on the store's own origin. A real provider's page (checkout.stripe.com) is left as it is.
 */
export function paymentPageAddress(redirectUrl: string, platformUrl: string): string {
  const page = new URL(redirectUrl);
  const onPlatform = page.origin === new URL(platformUrl).origin;
  if (onPlatform && page.pathname.startsWith(`${PAYMENT_PAGES_PREFIX}/`))
    return `${page.pathname}${page.search}`;
  return page.href;
}
