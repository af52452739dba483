import type { Cart } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import type { OrgBuyingMessages } from '../org-buying/messages.ts';
import type { CheckoutAccess } from './checkout-access.ts';
import { qualifiedUserChoice, type QualifiedUserChoice } from './qualified-user-options.ts';

/** What checkout shows above its steps for a cart that buys for an organisation. */
export type ForOrganisation = { choice: QualifiedUserChoice } | { unavailable: string };

/**
 * The qualified users of the organisation the cart buys for; nothing for a personal cart. When
 * commerce cannot say now, the page says so and placing still checks (commerce refuses a
 * restricted order without a qualified user).
 */
export async function forOrganisation(
  locale: Locale,
  access: CheckoutAccess,
  cart: Pick<Cart, 'account'>,
  messages: OrgBuyingMessages['qualifiedUser'],
): Promise<ForOrganisation | undefined> {
  if (!cart.account) return undefined;
  try {
    const answer = await onCart(
      commerce().qualifiedUsers(locale, access.userId, access.accessToken, access.cartId),
    );
    const choice = qualifiedUserChoice(answer, locale, messages);
    return choice ? { choice } : undefined;
  } catch (error) {
    if (error instanceof CartAccessNeeded) throw error;
    logger.warn({ err: error, locale }, 'checkout: the qualified users could not be read');
    return { unavailable: format(messages.unavailable, { organisation: cart.account.name }) };
  }
}
