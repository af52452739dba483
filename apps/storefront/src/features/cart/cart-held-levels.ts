import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { cartCookies } from './cart-session.ts';

/**
 * The levels the cart's customer holds, read with the token the server keeps for their cart;
 * undefined for an anonymous cart, or when commerce cannot say now (the lines are then not flagged,
 * and placing the order still checks).
 */
export async function cartHeldLevels(locale: Locale): Promise<string[] | undefined> {
  const { ownerId, accessToken } = await cartCookies(locale);
  if (!ownerId || !accessToken) return undefined;
  try {
    return (await commerce().qualifications(locale, ownerId, accessToken)).heldLevels;
  } catch (error) {
    logger.warn(
      { err: error, locale },
      'held qualification levels could not be read; cart lines are not flagged',
    );
    return undefined;
  }
}
