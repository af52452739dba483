'use client';

import { DEFAULT_LOCALE, isLocale } from '@store/locales';
import { useParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { format } from '../../i18n/format.ts';
import { useFlag } from '../flags/flags-provider.tsx';
import { storePaths } from '../routing/store-paths.ts';
import { AccountSwitcher } from './account-switcher/account-switcher.tsx';
import { accountSections } from '../session/account-sections.ts';
import { initials } from '../session/initials.ts';
import { accountMenuMessages } from '../session/messages.ts';
import { useSession, useSignOut } from '../session/session-provider.tsx';
import './account-menu.css';

/**
 * The account area of the header (requirements §2): Sign in when anonymous (with the way back to this
 * page), and for a signed-in customer a disclosure menu: Hi plus the first name, initials, My
 * account and its sections as the account overview lists them (the address book with its flag), and
 * Sign out.
 */
export function AccountMenu({
  signInHref,
  accountHref,
  signInLabel,
}: {
  signInHref: string;
  accountHref: string;
  signInLabel: string;
}) {
  const session = useSession();
  const signOut = useSignOut();
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const m = accountMenuMessages(locale);
  const paths = storePaths(locale);
  const addressBook = useFlag('address-book');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const signInLink = useRef<HTMLAnchorElement>(null);
  const focusSignIn = useRef(false);

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

  useEffect(() => {
    if (session.status === 'signed-out' && focusSignIn.current) {
      focusSignIn.current = false;
      signInLink.current?.focus();
    }
  }, [session.status]);

  function withReturn(event: MouseEvent<HTMLAnchorElement>) {
    const here = `${window.location.pathname}${window.location.search}`;
    event.currentTarget.href = `${signInHref}?goto=${encodeURIComponent(here)}`;
  }

  async function onSignOut() {
    setSigningOut(true);
    setAnnouncement(m.signingOut);
    focusSignIn.current = true;
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      setOpen(false);
      setAnnouncement(m.signedOut);
    }
  }

  const status = (
    <span className="visually-hidden" role="status">
      {announcement}
    </span>
  );

  if (session.status !== 'signed-in') {
    return (
      <div className="account-menu">
        <a
          ref={signInLink}
          href={signInHref}
          onClick={withReturn}
          className="account-menu__link"
          aria-busy={session.status === 'processing'}
          data-session={session.status}
        >
          {signInLabel}
        </a>
        {status}
      </div>
    );
  }

  const { firstName, lastName } = session.user;
  const letters = initials(firstName, lastName);
  const name = firstName || session.user.email;
  return (
    <div className="account-menu" ref={root} data-session={session.status}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={format(m.menuLabel, { name })}
        onClick={() => setOpen((value) => !value)}
      >
        {letters ? (
          <span className="account-menu__initials" aria-hidden="true">
            {letters}
          </span>
        ) : null}
        <span className="account-menu__greeting">{format(m.hi, { name })}</span>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <AccountSwitcher locale={locale} userId={session.user.id} open={open} />
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
