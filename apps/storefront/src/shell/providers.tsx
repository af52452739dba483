'use client';

import type { FlagValues } from '@store/contracts';
import type { Locale } from '@store/locales';
import { lazy, Suspense, type ReactNode } from 'react';
import { FlagsProvider } from './flags/flags-provider.tsx';
import { FooterContentProvider } from './footer/footer-content-provider.tsx';
import { CountryProvider } from './geo/country-provider.tsx';
import { NotificationProvider } from './notifications/notification-provider.tsx';
import { ActingBannerSlot } from './session/assisted/acting-banner-slot.tsx';
import { SessionNotices } from './session/session-notices.tsx';
import { SessionProvider, useSession } from './session/session-provider.tsx';
import type { IdentityKind } from './session/session-types.ts';

const SessionFlags = lazy(() => import('./session/session-flags.tsx'));

/** The live flags reach the session's limits only while someone is signed in: no one else has limits. */
function SignedInSessionFlags() {
  return useSession().status === 'signed-in' ? (
    <Suspense fallback={null}>
      <SessionFlags />
    </Suspense>
  ) : null;
}

/** What wraps every page (requirements §1): session, feature flags, notifications and footer content. */
export function Providers({
  locale,
  flagsMock,
  initialFlags,
  footerSource,
  identityClientId,
  identityKind,
  children,
}: {
  locale: Locale;
  flagsMock: boolean;
  initialFlags: FlagValues;
  /** Same-origin address of the locale's footer content. */
  footerSource: string;
  /** The locale's identity client id (requirements §9; some come from the server's environment). */
  identityClientId: string;
  /** IDENTITY_PROVIDER_KIND, read when the page is rendered (like the client id). */
  identityKind: IdentityKind;
  children: ReactNode;
}) {
  return (
    <SessionProvider
      locale={locale}
      clientId={identityClientId}
      identityKind={identityKind}
      initialFlags={{
        ssoEnabled: initialFlags['sso-enabled'],
        ssoSessionSettings: initialFlags['sso-session-settings'],
        ssoUseCommerceSession: initialFlags['sso-use-commerce-session'],
      }}
    >
      <ActingBannerSlot locale={locale} />
      <CountryProvider>
        <FlagsProvider locale={locale} mock={flagsMock} initial={initialFlags}>
          <SignedInSessionFlags />
          <NotificationProvider locale={locale}>
            <SessionNotices locale={locale} />
            <FooterContentProvider source={footerSource}>{children}</FooterContentProvider>
          </NotificationProvider>
        </FlagsProvider>
      </CountryProvider>
    </SessionProvider>
  );
}
