import type { SavedCard } from '@store/contracts/commerce';
import { format } from '../../i18n/format.ts';
import { savedCardLabel } from '../express-checkout/saved-card-label.ts';
import type { PaymentCardsMessages } from './messages.ts';

/** What the page may say after an action or a return from the provider's page (`?notice=`). */
export const NOTICES = ['added', 'cancelled', 'removed', 'default'] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeOf(value: string | string[] | undefined): Notice | undefined {
  return NOTICES.find((notice) => notice === value);
}

/** A card is good through the last day of its expiry month. */
export function isExpired(card: Pick<SavedCard, 'expMonth' | 'expYear'>, today: Date): boolean {
  const month = today.getFullYear() * 12 + today.getMonth() + 1;
  return card.expYear * 12 + card.expMonth < month;
}

/** A card's name is the scheme's and its digits, in no language: "Visa •••• 4242" everywhere. */
const CARD_LABEL = '{brand} •••• {last4}';

/** "Visa •••• 4242" and "Expires 12/30" (or "Expired 03/24") in the locale's words. */
export function cardWords(
  card: SavedCard,
  messages: PaymentCardsMessages,
  today: Date,
): { label: string; expiry: string; expired: boolean } {
  const expired = isExpired(card, today);
  return {
    label: savedCardLabel(CARD_LABEL, card),
    expiry: savedCardLabel(expired ? messages.expired : messages.expires, card),
    expired,
  };
}

export const removeExplanation = (messages: PaymentCardsMessages, label: string) =>
  format(messages.removeExplanation, { card: label });
