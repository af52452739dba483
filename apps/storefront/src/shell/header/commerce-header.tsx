'use client';

import { format } from '../../i18n/format.ts';
import { AccountMenu } from './account-menu.tsx';
import { useCartCount } from './cart-count.ts';

/** The cart and the account menu (requirements §2): Sign in when anonymous, Hi plus the first name when signed in. */
export function CommerceHeader({
  cartHref,
  storeId,
  signInHref,
  accountHref,
  labels,
}: {
  cartHref: string;
  storeId: string;
  signInHref: string;
  accountHref: string;
  labels: { cart: string; cartCount: string; signIn: string; account: string };
}) {
  const count = useCartCount(storeId);
  return (
    <div className="commerce-header">
      <AccountMenu signInHref={signInHref} accountHref={accountHref} signInLabel={labels.signIn} />
      <a href={cartHref} className="cart-link" aria-label={format(labels.cartCount, { count })}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 6l.9 5.2A2 2 0 0 0 9 13h8.3a2 2 0 0 0 1.9-1.4L21 6H6.2ZM5.8 4 5.3 2H2v2h1.7l2.1 11.1A2 2 0 0 0 7.8 17H19v-2H7.8l-.3-1.6"
          />
        </svg>
        {/* The words shown are words of the link's name, in order (WCAG 2.5.3): speech input can say them. */}
        <span className="cart-link__label">{labels.cart}</span>{' '}
        <span className="cart-link__count" aria-hidden="true">
          {count}
        </span>
      </a>
    </div>
  );
}
