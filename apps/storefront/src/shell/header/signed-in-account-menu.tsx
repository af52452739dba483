'use client';

import { DEFAULT_LOCALE, isLocale } from '@store/locales';
import { useParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { format } from '../../i18n/format.ts';
import { useFlag } from '../flags/flags-provider.tsx';
import { storePaths } from '../routing/store-paths.ts';
import { AccountSwitcher } from './account-switcher/account-switcher.tsx';
import { accountSections } from '../session/account-sections.ts';
import { initials } from '../session/initials.ts';
import { accountMenuMessages } from '../session/messages.ts';
import { useSignOut } from '../session/session-provider.tsx';
import type { SessionUser } from '../session/session-types.ts';

/**
 * The signed-in customer's disclosure menu (requirements §2): Hi plus the first name, initials, My
 * account and its sections as the account overview lists them (the address book with its flag), and
 * Sign out. Loaded only once someone is signed in, with its texts and the account switcher, so an
 * anonymous page carries none of it (account-menu.tsx).
 */
export default function SignedInAccountMenu({
  user,
  accountHref,
  status,
  announce,
  onSigningOut,
}: {
  user: SessionUser;
  accountHref: string;
  /** The account area's live region, kept by the account menu across the sign-out. */
  status: ReactNode;
  announce: (text: string) => void;
  /** Called as the sign-out starts, so that the Sign in link takes the focus once it shows. */
  onSigningOut: () => void;
}) {
  const signOut = useSignOut();
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const m = accountMenuMessages(locale);
  const paths = storePaths(locale);
  const addressBook = useFlag('address-book');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  async function onSignOut() {
    setSigningOut(true);
    announce(m.signingOut);
    onSigningOut();
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      setOpen(false);
      announce(m.signedOut);
    }
  }

  const { firstName, lastName } = user;
  const letters = initials(firstName, lastName);
  const name = firstName || user.email;
  return (
    <div className="account-menu" ref={root} data-session="signed-in">
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {letters ? (
          <span className="account-menu__initials" aria-hidden="true">
            {letters}
          </span>
        ) : null}
        {/* Named by what it shows, then what it is (WCAG 2.5.3): speech input can say the greeting. */}
        <span className="account-menu__greeting">{format(m.hi, { name })}</span>
        <span className="visually-hidden">{format(m.menuLabel, { name })}</span>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <AccountSwitcher locale={locale} userId={user.id} open={open} />
        <li>
          <a href={accountHref}>{m.myAccount}</a>
        </li>
        <li>
          <a href={`${accountHref}/orders`}>{m.orderHistory}</a>
        </li>
        <li>
          <a href={paths.invoices}>{m.invoices}</a>
        </li>
        {accountSections(locale, addressBook).map(({ section, href }) => (
          <li key={section}>
            <a href={href}>{m[section]}</a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void onSignOut()} disabled={signingOut}>
            {m.signOut}
          </button>
        </li>
      </ul>
      {status}
    </div>
  );
}
